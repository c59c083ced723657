import { tz } from '@date-fns/tz';
import { differenceInCalendarDays, differenceInYears, getYear, parseISO, subYears } from 'date-fns';

/**
 * Cover dates, birthdays and claim dates are London calendar dates (YYYY-MM-DD).
 * Reading them in the Europe/London context keeps day counts right across the
 * clock changes whatever time zone the server runs in.
 */
const LONDON = { in: tz('Europe/London') } as const;

const london = (isoDate: string) => parseISO(isoDate, LONDON);

/** Whole calendar days from `from` to `to`, counting both ends (a one-day cover is 1). */
export const inclusiveDays = (from: string, to: string): number =>
  differenceInCalendarDays(london(to), london(from), LONDON) + 1;

/** Completed years of age on `onDate`. */
export const ageOn = (dateOfBirth: string, onDate: string): number =>
  differenceInYears(london(onDate), london(dateOfBirth), LONDON);

export const yearOf = (isoDate: string): number => getYear(london(isoDate));

/** True when `isoDate` falls in the `years` before `onDate` (after the anniversary, up to and including `onDate`). */
export function withinYearsBefore(isoDate: string, onDate: string, years: number): boolean {
  const date = london(isoDate);
  const end = london(onDate);
  return date > subYears(end, years, LONDON) && date <= end;
}

/** -1, 0 or 1 as `a` is before, on or after `b` (ISO dates compare as strings, but this says why). */
export const compareDates = (a: string, b: string): number =>
  Math.sign(differenceInCalendarDays(london(a), london(b), LONDON));
