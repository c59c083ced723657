import { formatLongDate, isoToDisplay, toIsoDate } from '../dates.ts';
import type { SettleOutcome } from './renewalSetting.ts';

/**
 * A renewal date the customer typed, checked against the policy on record. Journeys that ask for
 * it (before the policy is identified) must not act on a guess: a date that differs is refused
 * with the record's date, so the customer can correct it, and the request then runs on the
 * record's date. Answers without a renewal date are not this check's business.
 */
export function renewalDateDisagreement(
  details: Readonly<Record<string, unknown>>,
  recordRenewalDate: string,
): Extract<SettleOutcome, { ok: false }> | null {
  if (details.renewalDate === undefined) return null;
  const typed = toIsoDate(details.renewalDate);
  if (typed === recordRenewalDate) return null;
  return {
    ok: false,
    field: 'renewalDate',
    message: `Your policy renews on ${formatLongDate(recordRenewalDate)}. Please enter ${isoToDisplay(recordRenewalDate)} as your renewal date, or call {ourLine} ({phoneHours}) if you think this is wrong.`,
  };
}
