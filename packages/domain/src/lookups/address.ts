import { z } from 'zod';

/**
 * Address lookup answers (addr/postcode and hor/request/address). Field names keep the address vendor's casing the spec quotes.
 */
export const addressFields = z.object({
  /** Unique Property Reference Number: the "property reference code" triage sends on. */
  UPRN: z.string().regex(/^\d{1,12}$/),
  AddressLine1: z.string().min(1).max(120),
  AddressLine2: z.string().max(120),
  AddressLine3: z.string().max(120),
  /** Display form, e.g. "LS1 4AP". */
  POSTCODE: z.string().min(5).max(8),
  LATITUDE: z.number().min(-90).max(90),
  LONGITUDE: z.number().min(-180).max(180),
});
export type AddressFields = z.infer<typeof addressFields>;

export const addressResult = addressFields.extend({
  /** One line for a list or a review page: the non-empty lines and the postcode, comma separated. */
  displayAddress: z.string().min(1),
});
export type AddressResult = z.infer<typeof addressResult>;

/** Answer of GET hor/request/address/{postcode}: every address at the postcode, by house number. */
export const addressResultsResponse = z.array(addressResult);
export type AddressResultsResponse = z.infer<typeof addressResultsResponse>;

/** Answer of GET addr/postcode/{postcode}: display addresses sorted by house number. */
export const postcodeAddressesResponse = z.array(z.string().min(1));
export type PostcodeAddressesResponse = z.infer<typeof postcodeAddressesResponse>;

export function displayAddress(address: AddressFields): string {
  return [address.AddressLine1, address.AddressLine2, address.AddressLine3, address.POSTCODE]
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(', ');
}

/** The chosen address line split on its first comma. */
export function splitChosenAddress(chosen: string): { line1: string; line2: string } {
  const comma = chosen.indexOf(',');
  if (comma < 0) return { line1: chosen.trim(), line2: '' };
  return { line1: chosen.slice(0, comma).trim(), line2: chosen.slice(comma + 1).trim() };
}
