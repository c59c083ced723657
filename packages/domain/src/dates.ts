import { TZDate, tz, tzOffset } from '@date-fns/tz';
import {
  addDays,
  addYears,
  differenceInCalendarDays,
  differenceInYears,
  endOfDay,
  getYear,
  lightFormat,
  parseISO,
  subYears,
} from 'date-fns';
import type { Weekday } from './brands/brand.ts';

/**
 * The one date module of the project: every page, rule, rating and server call that reads a
 * calendar day or London's clock calls it, so none can count a day differently. Business dates are
 * Europe/London calendar days; "now" always comes from the server (an ISO instant) so browser
 * clocks never decide a rule.
 *
 * Why part of it is written by hand: date-fns (with @date-fns/tz) is the reference, and every
 * input it alone can read still goes through it. Profiles of the save, the rating path and every
 * page's first load put its parse/format tokeniser and a TZDate per call at 10–15% of the CPU and
 * most of the shell's date code, so the two shapes met on every call take plain arithmetic that
 * property tests hold against date-fns: a well-formed `YYYY-MM-DD` day (integer day numbers, never
 * meeting a clock change) and London's wall clock (its UTC offset looked up once per UTC hour).
 *
 * Conventions every area relies on:
 * - ISO date `YYYY-MM-DD` for calendar days passed between functions;
 * - display answers `DD/MM/YYYY` (day-month-year) or `MM/YYYY` (month-year), with empty parts
 *   kept while partly filled (`01//2024`);
 * - stored/submitted form `YYYY/MM/DD` (or `YYYY/MM`).
 */

const LONDON = 'Europe/London';
export type DateFormat = 'day-month-year' | 'month-year';

const HOUR_MS = 3_600_000;
const WEEKDAYS: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

// Profiling the token-checked API showed tz-aware formatting (a TZDate per call, Intl behind it)
// at about 15% of CPU. London's UTC offset only changes on a whole UTC hour (01:00 UTC), so the
// offset is looked up once per UTC hour and the wall clock is then plain arithmetic.
const offsetByUtcHour = new Map<number, number>();

function londonOffsetMs(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByUtcHour.get(hour);
  if (offset === undefined) {
    if (offsetByUtcHour.size > 1000) offsetByUtcHour.clear();
    offset = tzOffset(LONDON, new Date(hour * HOUR_MS)) * 60_000;
    offsetByUtcHour.set(hour, offset);
  }
  return offset;
}

/** London wall-clock fields of an instant, read through a shifted UTC date. */
function londonWallClock(nowIso: string): Date {
  const ms = Date.parse(nowIso);
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO instant: ${nowIso}`);
  return new Date(ms + londonOffsetMs(ms));
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The business date (`YYYY-MM-DD`) in London at the given instant. */
export function londonToday(nowIso: string): string {
  const d = londonWallClock(nowIso);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/**
 * The calendar year in London at the given instant (the footer's copyright, card years). London
 * is always within a day of UTC, so their years can differ only on 31 December or 1 January (UTC);
 * any other day the UTC year is London's without asking the time-zone database, whose first use
 * costs a phone 20–30 ms (every page's footer asks, bench/web/cpuProfile.ts).
 */
export function londonYear(nowIso: string): number {
  const utc = new Date(nowIso);
  if (Number.isNaN(utc.getTime())) throw new RangeError(`Not an ISO instant: ${nowIso}`);
  const month = utc.getUTCMonth();
  const day = utc.getUTCDate();
  const turnOfYear = (month === 11 && day === 31) || (month === 0 && day === 1);
  return turnOfYear ? londonWallClock(nowIso).getUTCFullYear() : utc.getUTCFullYear();
}

/** Lower-case weekday in London at the given instant, as the brand opening hours key them. */
export function londonWeekday(nowIso: string): Weekday {
  return WEEKDAYS[londonWallClock(nowIso).getUTCDay()] as Weekday;
}

/**
 * The next instant after `nowIso` when London's clock reads `hhmm` (today, or tomorrow when that
 * time has passed): "snooze until 14:30" as an agent in the UK means.
 */
export function nextLondonTime(nowIso: string, hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  const now = Date.parse(nowIso);
  const wall = londonWallClock(nowIso);
  for (const day of [0, 1, 2]) {
    const asUtc = Date.UTC(
      wall.getUTCFullYear(),
      wall.getUTCMonth(),
      wall.getUTCDate() + day,
      hours,
      minutes,
    );
    // London is ahead of UTC by its offset at that moment (0 or an hour).
    const at = asUtc - londonOffsetMs(asUtc - londonOffsetMs(asUtc));
    if (at > now) return new Date(at).toISOString();
  }
  throw new RangeError(`Not a time of day: ${hhmm}`);
}

/** `HH:mm` wall-clock time in London at the given instant, for opening hours. */
export function londonTimeHHmm(nowIso: string): string {
  const d = londonWallClock(nowIso);
  return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
}

export interface ParsedDisplayDate {
  /** Every part has something typed in it. */
  complete: boolean;
  /** Complete and a real calendar day (or month). */
  valid: boolean;
  day: number | null;
  month: number | null;
  year: number | null;
  /** `YYYY-MM-DD` when valid; a month-year answer stands for the first of its month. */
  iso: string | null;
}

const NUMERIC = /^\d+$/;

/**
 * Reads a display answer. The format defaults to the number of parts typed, so `MM/YYYY` reads
 * as month-year; a journey that knows its format passes it and a wrong shape is incomplete.
 */
export function parseDisplayDate(value: string, dateFormat?: DateFormat): ParsedDisplayDate {
  const parts = value.split('/').map((part) => part.trim());
  const shape = dateFormat ?? (parts.length === 2 ? 'month-year' : 'day-month-year');
  const expected = shape === 'month-year' ? 2 : 3;
  const [dayPart, monthPart, yearPart] = shape === 'month-year' ? ['01', ...parts] : parts;
  const complete = parts.length === expected && parts.every((part) => part !== '');
  const numbers = [dayPart, monthPart, yearPart].map((part) =>
    part !== undefined && NUMERIC.test(part) ? Number(part) : null,
  );
  const [day, month, year] = numbers as [number | null, number | null, number | null];
  const invalid: ParsedDisplayDate = {
    complete,
    valid: false,
    day: shape === 'month-year' ? null : day,
    month,
    year,
    iso: null,
  };
  if (!complete || day === null || month === null || year === null || yearPart?.length !== 4) return invalid;
  // Strict: 31/02 and 13/2024 are refused, where Date() would silently roll them over.
  const parsed = calendarDay(year, month, day);
  if (!parsed) return invalid;
  return { ...invalid, valid: true, iso: lightFormat(parsed, 'yyyy-MM-dd') };
}

/**
 * A local-midnight Date of a real calendar day, else null. Written out rather than date-fns'
 * `parse`, whose tokeniser, parsers and locale were most of the date code every page loaded
 * (the shell reaches this module for London's clock).
 */
function calendarDay(year: number, month: number, day: number): Date | null {
  if (day < 1 || day > 31 || month < 1 || month > 12) return null;
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

const pad = (part: string | undefined) => (part ?? '').trim().padStart(2, '0');

/** `DD/MM/YYYY` → `YYYY/MM/DD`, `MM/YYYY` → `YYYY/MM`: the stored form of a date answer. */
export function displayToStored(display: string): string {
  const parts = display.split('/');
  if (parts.length === 2) return `${(parts[1] ?? '').trim()}/${pad(parts[0])}`;
  return `${(parts[2] ?? '').trim()}/${pad(parts[1])}/${pad(parts[0])}`;
}

/** `DD/MM/YYYY` → `YYYY-MM-DD` (`MM/YYYY` → `YYYY-MM`); a plain reordering, no validation. */
export function displayToIso(display: string): string {
  return displayToStored(display).replaceAll('/', '-');
}

/** `YYYY-MM-DD` → `DD/MM/YYYY`. */
export function isoToDisplay(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}

const STORED_OR_ISO = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;

/**
 * Any date the portal holds (display answer, ISO, stored `YYYY/MM/DD`, or the `[y, m, d]` array
 * of the save record) as a valid ISO date, else null.
 */
export function toIsoDate(value: unknown): string | null {
  if (Array.isArray(value) && value.length === 3) return toIsoDate(value.join('/'));
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim().slice(0, 10);
  const stored = STORED_OR_ISO.exec(text);
  if (stored) return parseDisplayDate(`${stored[3]}/${stored[2]}/${stored[1]}`, 'day-month-year').iso;
  return parseDisplayDate(value.trim()).iso;
}

/**
 * Calendar date arithmetic on ISO dates; date-only values never meet a daylight-saving shift.
 * Up to four digits of year and two of month and day, as date-fns' `yyyy-MM-dd` reads them; a
 * day that does not exist is an invalid Date, which the formatting below refuses with a RangeError.
 */
const LOOSE_ISO_DAY = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/;
const isoDate = (iso: string): Date => {
  const match = LOOSE_ISO_DAY.exec(iso);
  const date = match ? calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  return date ?? new Date(Number.NaN);
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * Days since 1970-01-01 of a real calendar day written `YYYY-MM-DD` (years 1000 to 9999), else
 * undefined. Profiling saves and `GET {form}/data` put date-fns parse/format (a tokeniser and a
 * Date per call) behind most of the helpers below, so well-formed days take integer arithmetic
 * and anything else keeps the date-fns path, whose answers (and errors) stay the reference.
 */
export function isoDayNumber(iso: string): number | undefined {
  const match = ISO_DAY.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000) return undefined;
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return ms / DAY_MS;
}

function isoOfDayNumber(dayNumber: number): string {
  const d = new Date(dayNumber * DAY_MS);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

export function addDaysIso(iso: string, days: number): string {
  const day = isoDayNumber(iso);
  if (day !== undefined && Number.isInteger(days)) return isoOfDayNumber(day + days);
  return lightFormat(addDays(isoDate(iso), days), 'yyyy-MM-dd');
}

export function addYearsIso(iso: string, years: number): string {
  const year = Number(iso.slice(0, 4)) + years;
  if (isoDayNumber(iso) !== undefined && Number.isInteger(years) && year >= 1000 && year <= 9999) {
    const month = Number(iso.slice(5, 7));
    // As date-fns does, 29 February a non-leap number of years on is 28 February.
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return `${year}-${iso.slice(5, 7)}-${pad2(Math.min(Number(iso.slice(8, 10)), lastDay))}`;
  }
  return lightFormat(addYears(isoDate(iso), years), 'yyyy-MM-dd');
}

/** Whole calendar days from `fromIso` to `toIso` (positive when `toIso` is later). */
export function daysBetween(fromIso: string, toIso: string): number {
  const from = isoDayNumber(fromIso);
  const to = isoDayNumber(toIso);
  if (from !== undefined && to !== undefined) return to - from;
  return differenceInCalendarDays(isoDate(toIso), isoDate(fromIso));
}

/** Age in whole years on `atIso` of someone born on `birthIso`. */
export function yearsBetween(birthIso: string, atIso: string): number {
  if (isoDayNumber(birthIso) !== undefined && isoDayNumber(atIso) !== undefined) {
    // date-fns' rule: whole calendar years, less one when the later day's month-day falls
    // before the earlier one's (so a 29 February birthday turns over on 1 March).
    const sign = Math.sign(atIso.localeCompare(birthIso));
    const [later, earlier] = sign < 0 ? [birthIso, atIso] : [atIso, birthIso];
    const whole = Number(later.slice(0, 4)) - Number(earlier.slice(0, 4));
    const partial = later.slice(5) < earlier.slice(5) ? 1 : 0;
    const years = sign * (whole - partial);
    return years === 0 ? 0 : years; // never -0, as date-fns
  }
  return differenceInYears(isoDate(atIso), isoDate(birthIso));
}

// Cover dates, birthdays and claim dates as the rating engine reads them: a plain day takes the
// arithmetic above, anything else (a timestamp) is read as London's calendar day by date-fns, so
// day counts stay right across the clock changes whatever zone the server runs in.
const IN_LONDON = { in: /* @__PURE__ */ tz(LONDON) } as const;
const inLondon = (isoDate: string) => parseISO(isoDate, IN_LONDON);
const plainDays = (...days: string[]) => days.every((day) => isoDayNumber(day) !== undefined);

/** Whole calendar days from `from` to `to`, counting both ends (a one-day cover is 1). */
export const inclusiveDays = (from: string, to: string): number =>
  plainDays(from, to)
    ? daysBetween(from, to) + 1
    : differenceInCalendarDays(inLondon(to), inLondon(from), IN_LONDON) + 1;

/** Completed years of age on `onDate`. */
export const ageOn = (dateOfBirth: string, onDate: string): number =>
  plainDays(dateOfBirth, onDate)
    ? yearsBetween(dateOfBirth, onDate)
    : differenceInYears(inLondon(onDate), inLondon(dateOfBirth), IN_LONDON);

export const yearOf = (isoDate: string): number =>
  plainDays(isoDate) ? Number(isoDate.slice(0, 4)) : getYear(inLondon(isoDate));

/** True when `isoDate` falls in the `years` before `onDate` (after the anniversary, up to and including `onDate`). */
export function withinYearsBefore(isoDate: string, onDate: string, years: number): boolean {
  if (plainDays(isoDate, onDate) && Number.isInteger(years)) {
    const start = addYearsIso(onDate, -years);
    if (isoDayNumber(start) !== undefined) return isoDate > start && isoDate <= onDate;
  }
  const date = inLondon(isoDate);
  const end = inLondon(onDate);
  return date > subYears(end, years, IN_LONDON) && date <= end;
}

/** -1, 0 or 1 as `a` is before, on or after `b` (ISO dates compare as strings, but this says why). */
export const compareDates = (a: string, b: string): number =>
  plainDays(a, b)
    ? Math.sign(daysBetween(b, a))
    : Math.sign(differenceInCalendarDays(inLondon(a), inLondon(b), IN_LONDON));

/** The last instant (ISO) of a London calendar day, whichever side of a clock change it falls. */
export const endOfLondonDay = (isoDate: string): string =>
  new Date(endOfDay(new TZDate(`${isoDate}T12:00:00`, LONDON)).getTime()).toISOString();

/** The months' English names, January first (dates written out for people, the date-of-birth months). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "21 November 2026". */
export function formatLongDate(iso: string): string {
  const date = isoDate(iso);
  return `${date.getDate()} ${MONTH_NAMES[date.getMonth()]} ${lightFormat(date, 'yyyy')}`;
}

/**
 * Year choices counting back from the London business year, nearest first: date of birth runs
 * 17 to 99 years back, vehicle years 0 to 30.
 */
export function yearsBackChoices(nowIso: string, nearest: number, furthest: number): number[] {
  const thisYear = Number(londonToday(nowIso).slice(0, 4));
  return Array.from({ length: furthest - nearest + 1 }, (_, index) => thisYear - nearest - index);
}
