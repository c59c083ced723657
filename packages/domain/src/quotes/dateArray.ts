/**
 * A calendar day as the spec's quotes carry it, [year, month (1-12), day]. Apart from the quote's
 * schema (quoteDto.ts) so that what only reads dates, like the quote copy every page imports,
 * does not bring the schema library with it.
 */
export type DateArray = [number, number, number];

/** [2018, 11, 25] → '2018-11-25', for comparisons and date-fns. */
export const dateArrayToIso = ([year, month, day]: DateArray): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
