import { TZDate } from '@date-fns/tz';
import { endOfDay } from 'date-fns';
import { addDaysIso, londonToday } from '../dates.ts';
import { type FormCode, formCard } from '../forms.ts';

/** Quote validity of shell-and-routing.md §9: each quoted form names its own (30 days, 7 for coa). */
export const quoteValidDays = (form: FormCode): number => formCard(form).quote?.validDays ?? 30;

/**
 * When an emailed quote stops working: its validity period after creation, but never after the
 * end of the cover start date (London time) — a quote for a change that has started is stale.
 */
export function quoteExpiry(form: FormCode, createdAtIso: string, coverStartIso: string): string {
  const lastDay = addDaysIso(londonToday(createdAtIso), quoteValidDays(form));
  const until = coverStartIso < lastDay ? coverStartIso : lastDay;
  return new Date(endOfDay(new TZDate(`${until}T12:00:00`, 'Europe/London')).getTime()).toISOString();
}

export const isExpired = (expiryIso: string, nowIso: string): boolean => nowIso >= expiryIso;
