import { DATE_MESSAGES, MESSAGES } from '../../rules/messages.ts';
import type { DateAnchor, DateWindow, RuleRef } from '../../rules/ruleRef.ts';

/**
 * The spec's date windows and age rules, each naming the date it
 * is measured from, so the rules engine needs to know no field of any form.
 */

/** The change's start date; before it is answered today stands in, so the window still applies. */
export const COVER_START: DateAnchor = { field: 'coverStartDate', orToday: true };
/** The policy's renewal date, prepopulated from static data. */
export const RENEWAL_DATE: DateAnchor = { field: 'renewalDate' };

export const DATE_WINDOWS = {
  notBeforeCoverStart: { relativeTo: COVER_START, notBefore: {}, message: DATE_MESSAGES.notBeforeCoverStart },
  notAfterCoverStartPlus30: {
    relativeTo: COVER_START,
    notAfter: { days: 30 },
    message: DATE_MESSAGES.notAfterCoverStartPlus30,
  },
  notAfterCoverStartPlus90: {
    relativeTo: COVER_START,
    notAfter: { days: 90 },
    message: DATE_MESSAGES.notAfterCoverStartPlus90,
  },
  /** Renewals (mor, hor) measure "cover start + 30" from today. */
  renewalStartPlus30: {
    relativeTo: 'today',
    notAfter: { days: 30 },
    message: DATE_MESSAGES.notAfterCoverStartPlus30,
  },
  notAfterNowPlus30: {
    relativeTo: 'today',
    notAfter: { days: 30 },
    message: DATE_MESSAGES.notAfterNowPlus30,
  },
  /** Only once a cover end date has been given ("when enabled"). */
  notAfterCoverEnd: {
    relativeTo: { field: 'coverEndDate' },
    notAfter: {},
    message: DATE_MESSAGES.notAfterCoverEnd,
  },
  notBeforeBirth: { relativeTo: { field: 'dob' }, notBefore: {}, message: DATE_MESSAGES.notBeforeBirth },
  notMoreThan3YearsBeforeCoverStart: {
    relativeTo: COVER_START,
    notBefore: { years: -3 },
    message: DATE_MESSAGES.notMoreThan3YearsBeforeCoverStart,
  },
  notMoreThan5YearsBeforeCoverStart: {
    relativeTo: COVER_START,
    notBefore: { years: -5 },
    message: DATE_MESSAGES.notMoreThan5YearsBeforeCoverStart,
  },
} as const satisfies Record<string, DateWindow>;

/** Policyholders and drivers are at least 17 and under 95 at cover start. */
export const AGE_AT_COVER_START = {
  rule: 'age',
  min: 17,
  max: 95,
  relativeTo: COVER_START,
  messages: { tooYoung: MESSAGES.ageTooYoung, tooOld: MESSAGES.ageTooOld },
} as const satisfies RuleRef;

/** Renewals measure the age at the renewal date. */
export const AGE_AT_RENEWAL = {
  rule: 'age',
  min: 17,
  max: 95,
  relativeTo: RENEWAL_DATE,
  messages: { tooYoung: MESSAGES.ageTooYoungAtRenewal, tooOld: MESSAGES.ageTooOldAtRenewal },
} as const satisfies RuleRef;
