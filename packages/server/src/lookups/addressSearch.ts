import type { AddressResult } from '@portal/domain/lookups/address';
import { compareByHouseNumber } from '@portal/domain/lookups/houseNumber';
import { invalidPostcode, type LookupOutcome, noAddressesFound } from '@portal/domain/lookups/lookupErrors';
import { normalisePostcode } from '@portal/domain/lookups/postcode';
import type { AddressProvider } from './addressProvider.ts';

/**
 * A postcode search as the journeys need it, whatever the vendor: an invalid postcode is a
 * VALIDATION_ERROR, a valid one without addresses a SEARCH_ERROR,
 * and results come sorted by house number.
 */
export async function searchAddresses(
  provider: AddressProvider,
  rawPostcode: string,
): Promise<LookupOutcome<AddressResult[]>> {
  const postcode = normalisePostcode(rawPostcode);
  if (!postcode) return { ok: false, error: invalidPostcode() };
  const found = await provider.findByPostcode(postcode);
  if (found.length === 0) return { ok: false, error: noAddressesFound() };
  const sorted = [...found].sort((a, b) => compareByHouseNumber(a.displayAddress, b.displayAddress));
  return { ok: true, value: sorted };
}

/** The addr/postcode answer: display addresses only, in the same order. */
export async function searchAddressLines(
  provider: AddressProvider,
  rawPostcode: string,
): Promise<LookupOutcome<string[]>> {
  const outcome = await searchAddresses(provider, rawPostcode);
  return outcome.ok ? { ok: true, value: outcome.value.map((address) => address.displayAddress) } : outcome;
}
