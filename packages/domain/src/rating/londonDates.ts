import { tz } from '@date-fns/tz';
import { differenceInCalendarDays, differenceInYears, getYear, parseISO, subYears } from 'date-fns';
import { addYearsIso, daysBetween, isoDayNumber, yearsBetween } from '../dates.ts';

/**
 * Cover dates, birthdays and claim dates are London calendar dates (YYYY-MM-DD).
 * Reading them in the Europe/London context keeps day counts right across the
 * clock changes whatever time zone the server runs in.
 *
 * A save's CPU profile put a TZDate per call here (`tzOffset`, Intl behind it) at about a tenth
 * of the rating path. Plain `YYYY-MM-DD` days are calendar days in any zone, so they take the
 * integer arithmetic of dates.ts; anything else (a timestamp) keeps the London-context reading.
 */
const LONDON = { in: tz('Europe/London') } as const;

const london = (isoDate: string) => parseISO(isoDate, LONDON);
const plain = (...days: string[]) => days.every((day) => isoDayNumber(day) !== undefined);

/** Whole calendar days from `from` to `to`, counting both ends (a one-day cover is 1). */
export const inclusiveDays = (from: string, to: string): number =>
  plain(from, to)
    ? daysBetween(from, to) + 1
    : differenceInCalendarDays(london(to), london(from), LONDON) + 1;

/** Completed years of age on `onDate`. */
export const ageOn = (dateOfBirth: string, onDate: string): number =>
  plain(dateOfBirth, onDate)
    ? yearsBetween(dateOfBirth, onDate)
    : differenceInYears(london(onDate), london(dateOfBirth), LONDON);

export const yearOf = (isoDate: string): number =>
  plain(isoDate) ? Number(isoDate.slice(0, 4)) : getYear(london(isoDate));

/** True when `isoDate` falls in the `years` before `onDate` (after the anniversary, up to and including `onDate`). */
export function withinYearsBefore(isoDate: string, onDate: string, years: number): boolean {
  if (plain(isoDate, onDate) && Number.isInteger(years)) {
    const start = addYearsIso(onDate, -years);
    if (isoDayNumber(start) !== undefined) return isoDate > start && isoDate <= onDate;
  }
  const date = london(isoDate);
  const end = london(onDate);
  return date > subYears(end, years, LONDON) && date <= end;
}

/** -1, 0 or 1 as `a` is before, on or after `b` (ISO dates compare as strings, but this says why). */
export const compareDates = (a: string, b: string): number =>
  plain(a, b)
    ? Math.sign(daysBetween(b, a))
    : Math.sign(differenceInCalendarDays(london(a), london(b), LONDON));
