import type { DayHours, OpeningHours, Weekday } from './brands/brand.ts';
import { londonTimeHHmm, londonWeekday } from './dates.ts';

/**
 * Opening hours:
 * open from the opening minute up to one minute before closing, in London local time,
 * judged against the server's clock. While closed the browser re-polls the server time.
 */
export const OFFICE_POLL_MS = 10_000;

/** getDay() order: Sunday is 0. */
const WEEKDAYS_FROM_SUNDAY: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];
const WEEK: readonly Weekday[] = [...WEEKDAYS_FROM_SUNDAY.slice(1), 'sunday'];

/** Minutes after local midnight on the wall clock, so clock-change days still read 08:00 as 480. */
const clockMinutes = (hhmm: string): number => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};

export function isOpen(nowIso: string, hours: OpeningHours): boolean {
  const today = hours[londonWeekday(nowIso)];
  if (!today) return false;
  const now = clockMinutes(londonTimeHHmm(nowIso));
  // The last open minute is the one before closing: a 21:00 close means closed at 21:00.
  return now >= clockMinutes(today.opens) && now < clockMinutes(today.closes);
}

/** Today's hours in London for the given instant (null when closed all day). */
export function hoursOn(nowIso: string, hours: OpeningHours): DayHours {
  return hours[londonWeekday(nowIso)];
}

const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/**
 * `08:00` → `8am`, `08:30` → `8:30am`, `12:00` → `12pm`, `00:00` → `12am`. Plain arithmetic: the
 * shell shows these on every page, and date-fns' format and parse (with their locale) were most
 * of its first-load date code.
 */
function clockLabel(hhmm: string): string {
  const minutes = clockMinutes(hhmm);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const suffix = hour < 12 ? 'am' : 'pm';
  return `${hour % 12 === 0 ? 12 : hour % 12}${minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`}${suffix}`;
}

/** The times shown for a day the line is not answered. */
export const CLOSED = 'Closed';

const timesLabel = (day: DayHours): string =>
  day ? `${clockLabel(day.opens)} to ${clockLabel(day.closes)}` : CLOSED;

function daysLabel(first: Weekday, last: Weekday, count: number): string {
  if (count === 1) return DAY_NAMES[first];
  return `${DAY_NAMES[first]} ${count === 2 ? 'and' : 'to'} ${DAY_NAMES[last]}`;
}

/** Consecutive days (Monday first) with the same hours share a line, e.g. "Monday to Friday". */
export function describeHours(hours: OpeningHours): { days: string; times: string }[] {
  const lines: { first: Weekday; last: Weekday; count: number; times: string }[] = [];
  for (const day of WEEK) {
    const times = timesLabel(hours[day]);
    const previous = lines.at(-1);
    if (previous && previous.times === times) {
      previous.last = day;
      previous.count += 1;
    } else {
      lines.push({ first: day, last: day, count: 1, times });
    }
  }
  return lines.map(({ first, last, count, times }) => ({ days: daysLabel(first, last, count), times }));
}

/**
 * When the hours next open after `nowIso`, in words: "at 9am today", "at 8am tomorrow",
 * "at 10am on Sunday"; null when the set never opens. Shown when a line or chat is closed, so
 * the customer knows when to come back.
 */
export function nextOpening(nowIso: string, hours: OpeningHours): string | null {
  const minutes = clockMinutes(londonTimeHHmm(nowIso));
  const today = WEEKDAYS_FROM_SUNDAY.indexOf(londonWeekday(nowIso));
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const weekday = WEEKDAYS_FROM_SUNDAY[(today + ahead) % 7];
    const day = weekday ? hours[weekday] : null;
    if (!day || (ahead === 0 && minutes >= clockMinutes(day.opens))) continue;
    const when = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : `on ${weekday ? DAY_NAMES[weekday] : ''}`;
    return `at ${clockLabel(day.opens)} ${when}`;
  }
  return null;
}
