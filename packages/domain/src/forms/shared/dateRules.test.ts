import { describe, expect, it } from 'vitest';
import { checkRules } from '../../rules/check.ts';
import { DATE_MESSAGES, MESSAGES } from '../../rules/messages.ts';
import type { DateWindow, RuleContext, RuleRef } from '../../rules/ruleRef.ts';
import { AGE_AT_COVER_START, AGE_AT_RENEWAL, DATE_WINDOWS } from './dateRules.ts';

/** 21 November 2026, late evening in London; today is 2026-11-21. */
const ctx = (extra: Partial<RuleContext> = {}): RuleContext => ({
  form: 'aad',
  brand: 'DIRECTLINE',
  product: 'MOTOR',
  now: '2026-11-21T22:30:00Z',
  answers: { coverStartDate: '10/12/2026' },
  ...extra,
});
const inWindow = (window: DateWindow, value: string, extra: Partial<RuleContext> = {}) =>
  checkRules([{ rule: 'date', checks: [window] }], value, ctx(extra));

type WindowName = Exclude<keyof typeof DATE_WINDOWS, 'renewalStartPlus30'>;
/** [window, a date that passes at the edge, the first date that fails, context]. */
const WINDOWS: [WindowName, string, string, Partial<RuleContext>][] = [
  ['notAfterCoverStartPlus30', '09/01/2027', '10/01/2027', {}],
  ['notAfterCoverStartPlus90', '10/03/2027', '11/03/2027', {}],
  ['notAfterNowPlus30', '21/12/2026', '22/12/2026', {}],
  ['notBeforeCoverStart', '10/12/2026', '09/12/2026', {}],
  ['notAfterCoverEnd', '20/12/2026', '21/12/2026', { answers: { coverEndDate: '20/12/2026' } }],
  ['notBeforeBirth', '02/03/1990', '01/03/1990', { answers: { dob: '02/03/1990' } }],
  ['notMoreThan3YearsBeforeCoverStart', '10/12/2023', '09/12/2023', {}],
  ['notMoreThan5YearsBeforeCoverStart', '10/12/2021', '09/12/2021', {}],
];

describe('the spec date windows: the edge passes, one day beyond fails', () => {
  it.each(WINDOWS)('%s: %s passes, %s fails', (name, passing, failing, extra) => {
    expect(inWindow(DATE_WINDOWS[name], passing, extra)).toBeNull();
    expect(inWindow(DATE_WINDOWS[name], failing, extra)).toBe(DATE_MESSAGES[name]);
  });

  it('cover-relative windows measure from today before cover start is answered', () => {
    const none = { answers: {} };
    expect(inWindow(DATE_WINDOWS.notAfterCoverStartPlus30, '21/12/2026', none)).toBeNull();
    expect(inWindow(DATE_WINDOWS.notAfterCoverStartPlus30, '22/12/2026', none)).toBe(
      DATE_MESSAGES.notAfterCoverStartPlus30,
    );
  });

  it('the cover end and birth windows wait for their dates', () => {
    expect(inWindow(DATE_WINDOWS.notAfterCoverEnd, '01/01/2030')).toBeNull();
    expect(inWindow(DATE_WINDOWS.notBeforeBirth, '01/01/1900')).toBeNull();
  });
});

describe('renewals measure "cover start + 30" from today', () => {
  it('mor and hor use now + 30 days', () => {
    for (const form of ['mor', 'hor'] as const) {
      expect(inWindow(DATE_WINDOWS.renewalStartPlus30, '21/12/2026', { form })).toBeNull();
      expect(inWindow(DATE_WINDOWS.renewalStartPlus30, '22/12/2026', { form })).toBe(
        DATE_MESSAGES.notAfterCoverStartPlus30,
      );
    }
  });
});

describe('age rules name the date they measure at', () => {
  const check = (ref: RuleRef, value: string, extra: Partial<RuleContext>) =>
    checkRules([ref], value, ctx(extra));
  it('at cover start', () => {
    const cover = { answers: { coverStartDate: '21/11/2026' } };
    expect(check(AGE_AT_COVER_START, '21/11/2009', cover)).toBeNull();
    expect(check(AGE_AT_COVER_START, '22/11/2009', cover)).toBe(MESSAGES.ageTooYoung);
    expect(check(AGE_AT_COVER_START, '21/11/1931', cover)).toBe(MESSAGES.ageTooOld);
  });
  it('at the renewal date', () => {
    const renewal = { answers: { renewalDate: '2026-12-20' } };
    expect(check(AGE_AT_RENEWAL, '20/12/2009', renewal)).toBeNull();
    expect(check(AGE_AT_RENEWAL, '21/12/2009', renewal)).toBe(MESSAGES.ageTooYoungAtRenewal);
    expect(check(AGE_AT_RENEWAL, '20/12/1931', renewal)).toBe(MESSAGES.ageTooOldAtRenewal);
  });
});
