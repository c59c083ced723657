import { addYearsIso, displayToStored, toIsoDate } from '../dates.ts';

/**
 * Storage normalisation primitives:
 * what an answer becomes in the saved request record. Pure, so the server applies exactly
 * what the browser previews.
 */

/** Every string, at any depth, trimmed; other values untouched. */
export function trimStrings<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item) => trimStrings(item)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimStrings(item)])) as T;
  }
  return value;
}

/** Postcodes, registrations and phone numbers are stored without any whitespace. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** `DD/MM/YYYY` → `YYYY/MM/DD` (and `MM/YYYY` → `YYYY/MM`). */
export function displayDateToStored(value: string): string {
  return displayToStored(value.trim());
}

/** "Other" answers carry the typed text in brackets: `Other (Cousin)`. */
export function withOtherText(value: string, otherText: string): string {
  const text = otherText.trim();
  return text === '' ? value : `${value} (${text})`;
}

/** Answers stored in capitals (the driver's gender). */
export function upperCased(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * Keeps entries whose `dateField` lies within `years` before `fromIso` (claims 3 years and
 * convictions 5 years before cover start). An entry whose date cannot be read is kept:
 * the rules reject it at its own step, and dropping it here would lose it silently.
 */
export function dropOlderThan<T>(
  entries: readonly T[],
  dateField: string,
  years: number,
  fromIso: string,
): T[] {
  const oldest = addYearsIso(fromIso, -years);
  return entries.filter((entry) => {
    const date =
      typeof entry === 'object' && entry !== null
        ? toIsoDate((entry as Record<string, unknown>)[dateField])
        : null;
    return date === null || date >= oldest;
  });
}

/** Greenflag's cov/coa endpoints take one importantInfo flag: the first checkbox's value. */
export function greenflagImportantInfo(checkboxes: readonly boolean[]): boolean {
  return checkboxes[0] ?? false;
}
