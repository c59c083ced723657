import { addDaysIso, endOfLondonDay, londonToday } from '../dates.ts';
import type { FormCode } from '../formCodes.ts';
import { formCard } from '../forms.ts';

/** Quote validity: each quoted form names its own (30 days, 7 for coa). */
export const quoteValidDays = (form: FormCode): number => formCard(form).quote?.validDays ?? 30;

/**
 * However soon the change starts, an emailed link works at least to the end of the London day
 * after the quote: a change "from today" priced in the evening would otherwise get a link dead
 * by midnight, while the success page promised the quote within hours.
 */
export const MINIMUM_LINK_DAYS = 1;

/** The London day whose end the link stops working on. */
export function quoteLastDay(form: FormCode, createdAtIso: string, coverStartIso: string): string {
  const today = londonToday(createdAtIso);
  const lastDay = addDaysIso(today, quoteValidDays(form));
  const byStart = coverStartIso < lastDay ? coverStartIso : lastDay;
  const minimum = addDaysIso(today, MINIMUM_LINK_DAYS);
  return byStart > minimum ? byStart : minimum;
}

/**
 * When an emailed quote stops working: its validity period after creation, but not after the
 * end of the cover start date (London time) — unless that leaves less than the minimum above;
 * a quote opened after its start day starts on the day it is opened (startOnOpening).
 */
export function quoteExpiry(form: FormCode, createdAtIso: string, coverStartIso: string): string {
  const until = quoteLastDay(form, createdAtIso, coverStartIso);
  return endOfLondonDay(until);
}

export const isExpired = (expiryIso: string, nowIso: string): boolean => nowIso >= expiryIso;

/**
 * A change cannot start in the past: a quote opened after its start day starts on the London day
 * it is opened, and is priced again from that day before the customer decides. Null when the
 * start still stands.
 */
export function startOnOpening(coverStartIso: string, nowIso: string): string | null {
  const today = londonToday(nowIso);
  return coverStartIso < today ? today : null;
}
