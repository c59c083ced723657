import { addDaysIso, compareDates, endOfLondonDay, londonToday } from '../dates.ts';
import type { FieldError } from '../errors.ts';

/** The furthest ahead a customer's answer may be expected: a wait past it is a lost request. */
export const LONGEST_WAIT_DAYS = 90;

/**
 * When a waited-for answer is due: the end of the London day staff chose, which must be today
 * or later and within LONGEST_WAIT_DAYS. Refused with the field's own error otherwise.
 */
export function waitingDue(
  dueOn: string,
  nowIso: string,
): { ok: true; dueAt: string } | { ok: false; message: string; field: FieldError } {
  const today = londonToday(nowIso);
  const refuse = (message: string) => ({ ok: false as const, message, field: { field: 'dueOn', message } });
  if (compareDates(dueOn, today) < 0) return refuse('The answer cannot be due before today');
  if (compareDates(dueOn, addDaysIso(today, LONGEST_WAIT_DAYS)) > 0)
    return refuse(`Choose a day within ${LONGEST_WAIT_DAYS} days: chase the customer instead`);
  return { ok: true, dueAt: endOfLondonDay(dueOn) };
}
