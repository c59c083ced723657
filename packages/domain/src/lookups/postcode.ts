/**
 * UK postcode shape: outward code (area letters, district digit, optional digit or letter)
 * then inward code (sector digit, unit letters). Checked without spaces, so "ls14ap",
 * "LS1 4AP" and " ls1  4ap " are the same postcode.
 */
const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;

/** Fewest non-space characters worth searching. */
export const POSTCODE_SEARCH_MIN_CHARACTERS = 5;

/** The postcode in its display form ("LS1 4AP"), or `null` when it is not a UK postcode. */
export function normalisePostcode(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact.length < POSTCODE_SEARCH_MIN_CHARACTERS) return null;
  const match = UK_POSTCODE.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}
