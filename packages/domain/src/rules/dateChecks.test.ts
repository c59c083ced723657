import { describe, expect, it } from 'vitest';
import type { DeploymentBrand, Product } from '../brands/brand.ts';
import { addDaysIso, isoToDisplay } from '../dates.ts';
import { checkRules } from './check.ts';
import { DATE_MESSAGES } from './messages.ts';
import type { DateCheck, RuleContext } from './ruleRef.ts';

/** 21 November 2026, late evening in London; today is 2026-11-21. */
const NOW = '2026-11-21T22:30:00Z';
const ctx = (extra: Partial<RuleContext> = {}): RuleContext => ({
  form: 'aad',
  brand: 'DIRECTLINE',
  product: 'MOTOR',
  now: NOW,
  answers: { coverStartDate: '10/12/2026' },
  ...extra,
});
const dateCheck = (checks: DateCheck[], value: string, extra: Partial<RuleContext> = {}) =>
  checkRules([{ rule: 'date', checks }], value, ctx(extra));

/** [check, a date that passes at the edge, the first date that fails, context]. */
const WINDOWS: [DateCheck, string, string, Partial<RuleContext>][] = [
  ['notBefore1761', '01/01/1761', '31/12/1760', {}],
  ['notPast', '21/11/2026', '20/11/2026', {}],
  ['notAfterDue', '15/12/2026', '16/12/2026', { due: '2026-12-15' }],
  ['notFutureYearBeyondDue', '31/12/2027', '01/01/2028', { due: '2027-03-01' }],
  ['notFutureYearBeyondDue', '31/12/2026', '01/01/2027', {}],
  ['notAfterCoverStartPlus30', '09/01/2027', '10/01/2027', {}],
  ['notAfterCoverStartPlus90', '10/03/2027', '11/03/2027', {}],
  ['notAfterNowPlus30', '21/12/2026', '22/12/2026', {}],
  ['notBeforeCoverStart', '10/12/2026', '09/12/2026', {}],
  ['notAfterCoverEnd', '20/12/2026', '21/12/2026', { answers: { coverEndDate: '20/12/2026' } }],
  ['notBeforeBirth', '02/03/1990', '01/03/1990', { answers: { dob: '02/03/1990' } }],
  ['notBeforeBirth', '02/03/1990', '01/03/1990', { answers: { birthDate: '1990-03-02' } }],
  ['notMoreThan3YearsBeforeCoverStart', '10/12/2023', '09/12/2023', {}],
  ['notMoreThan5YearsBeforeCoverStart', '10/12/2021', '09/12/2021', {}],
];

describe('date windows: the edge passes, one day beyond fails', () => {
  it.each(WINDOWS)('%s: %s passes, %s fails', (check, passing, failing, extra) => {
    expect(dateCheck([check], passing, extra)).toBeNull();
    expect(dateCheck([check], failing, extra)).toBe(DATE_MESSAGES[check]);
  });
});

describe('single-day checks', () => {
  it('notToday refuses only the London business date', () => {
    expect(dateCheck(['notToday'], '21/11/2026')).toBe(DATE_MESSAGES.notToday);
    expect(dateCheck(['notToday'], '22/11/2026')).toBeNull();
  });
  it('notTomorrow refuses only the next day', () => {
    expect(dateCheck(['notTomorrow'], '22/11/2026')).toBe(DATE_MESSAGES.notTomorrow);
    expect(dateCheck(['notTomorrow'], '23/11/2026')).toBeNull();
    expect(dateCheck(['notTomorrow'], '21/11/2026')).toBeNull();
  });
  it('reads "today" in London time (BST evening is already tomorrow)', () => {
    const summer = { now: '2026-06-30T23:30:00Z' };
    expect(dateCheck(['notPast'], '30/06/2026', summer)).toBe(DATE_MESSAGES.notPast);
    expect(dateCheck(['notToday'], '01/07/2026', summer)).toBe(DATE_MESSAGES.notToday);
  });
});

describe('month-level checks', () => {
  it('notPastMonth allows any day of the current month', () => {
    expect(dateCheck(['notPastMonth'], '01/11/2026')).toBeNull();
    expect(dateCheck(['notPastMonth'], '31/10/2026')).toBe(DATE_MESSAGES.notPastMonth);
  });
  it('notBeyondCurrentMonth works on month-year answers', () => {
    const refs = [
      { rule: 'date' as const, checks: ['notBeyondCurrentMonth' as const], format: 'month-year' as const },
    ];
    expect(checkRules(refs, '11/2026', ctx())).toBeNull();
    expect(checkRules(refs, '12/2026', ctx())).toBe(DATE_MESSAGES.notBeyondCurrentMonth);
  });
});

describe('gates', () => {
  const ALL: DateCheck[] = ['allParts', 'valid', 'notBefore1761', 'notPast'];
  it('reports a partly filled date as incomplete', () => {
    expect(dateCheck(ALL, '01//2027')).toBe(DATE_MESSAGES.allParts);
    expect(dateCheck(ALL, '01/12/')).toBe(DATE_MESSAGES.allParts);
  });
  it('reports an impossible date as invalid', () => {
    expect(dateCheck(ALL, '31/02/2027')).toBe('Date is invalid');
    expect(dateCheck(ALL, 'aa/bb/cccc')).toBe('Date is invalid');
  });
  it('skips comparisons on an unreadable date when the gates are not listed', () => {
    expect(dateCheck(['notPast'], '31/02/2020')).toBeNull();
  });
  it('lets a reference override a message', () => {
    const refs = [
      { rule: 'date' as const, checks: ['notPast' as const], messages: { notPast: 'Too early' } },
    ];
    expect(checkRules(refs, '01/01/2020', ctx())).toBe('Too early');
  });
});

describe('renewals measure "cover start + 30" from today', () => {
  it('mor and hor use now + 30 days', () => {
    for (const form of ['mor', 'hor'] as const) {
      expect(dateCheck(['notAfterCoverStartPlus30'], '21/12/2026', { form })).toBeNull();
      expect(dateCheck(['notAfterCoverStartPlus30'], '22/12/2026', { form })).toBe(
        DATE_MESSAGES.notAfterCoverStartPlus30,
      );
    }
  });
});

describe('auto-renew lead days by brand and product', () => {
  const cases: [DeploymentBrand, Product, number][] = [
    ['DIRECTLINE', 'MOTOR', 30],
    ['PRODUCT', 'MOTOR', 30],
    ['PRIVILEGE', 'HOME', 30],
    ['NATIONWIDE', 'MOTOR', 7],
    ['NATIONWIDE', 'HOME', 42],
    ['GREENFLAG', 'MOTOR', 7],
  ];
  it.each(cases)('%s %s: must be beyond now + %i days', (brand, product, days) => {
    const edge = isoToDisplay(addDaysIso('2026-11-21', days));
    const next = isoToDisplay(addDaysIso('2026-11-21', days + 1));
    const extra = { brand, product };
    expect(dateCheck(['autoRenewLeadDays'], edge, extra)).toBe(
      `Date must be more than ${days} days from today`,
    );
    expect(dateCheck(['autoRenewLeadDays'], next, extra)).toBeNull();
  });
});
