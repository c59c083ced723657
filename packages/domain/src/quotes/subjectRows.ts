import { isoToDisplay } from '../dates.ts';
import { normalisePostcode } from '../lookups/postcode.ts';
import { type DateArray, dateArrayToIso } from './dateArray.ts';

/** One line naming the subject of a change on the quotation and payment-success pages. */
export interface SubjectRow {
  label: string;
  value: string;
}

/** Cover and change dates as the quotation shows them: [2026, 3, 10] → "10/03/2026". */
export const formatQuoteDate = (date: DateArray): string => isoToDisplay(dateArrayToIso(date));

/** A quote's start and cover-end dates as the pages show them. */
export const quoteDates = (quote: { coverStartDate: DateArray; coverEndDate: DateArray }) => ({
  start: formatQuoteDate(quote.coverStartDate),
  end: formatQuoteDate(quote.coverEndDate),
});

export const vehicleRows = (vehicle: { make: string; model: string; registration: string }): SubjectRow[] => [
  { label: 'Make', value: vehicle.make },
  { label: 'Model', value: vehicle.model },
  { label: 'Registration', value: vehicle.registration },
];

/** Postcodes are stored without spaces; people read them as "LS1 4AP". */
export const addressRows = (address: { address: string; postcode: string }): SubjectRow[] => [
  { label: 'New address', value: address.address },
  { label: 'Postcode', value: normalisePostcode(address.postcode) ?? address.postcode },
];

/** Reads a stored amendedDTO with its form's schema: the rows it makes, or none if it does not fit. */
export function rowsOf<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  rows: (parsed: T) => SubjectRow[],
) {
  return (amended: unknown): SubjectRow[] => {
    const parsed = schema.safeParse(amended);
    return parsed.success ? rows(parsed.data) : [];
  };
}
