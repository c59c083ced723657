import type { FieldError } from '@portal/domain/errors';
import type { PropertyReference } from '@portal/domain/journeys/propertyReferences';
import { MESSAGES } from '@portal/domain/rules/messages';
import type { AddressProvider } from '../lookups/addressProvider.ts';
import { searchAddresses } from '../lookups/addressSearch.ts';

/**
 * The server believes no UPRN the browser sends: each must be a property the address book holds
 * at the postcode given, under the address chosen. One that is not is answered like an address
 * never chosen, and nothing is saved.
 */
export async function checkPropertyReferences(
  addresses: AddressProvider,
  references: readonly PropertyReference[],
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const reference of references) {
    const found = await searchAddresses(addresses, reference.postcode);
    const held =
      found.ok &&
      found.value.some(
        (entry) => entry.UPRN === reference.uprn && entry.displayAddress === reference.address,
      );
    if (!held) errors.push({ field: reference.addressField, message: MESSAGES.selectAddress });
  }
  return errors;
}
