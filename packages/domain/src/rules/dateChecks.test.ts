import { describe, expect, it } from 'vitest';
import type { DeploymentBrand, Product } from '../brands/brand.ts';
import { addDaysIso, isoToDisplay } from '../dates.ts';
import { checkRules } from './check.ts';
import { DATE_MESSAGES } from './messages.ts';
import type { DateAnchor, DateCheck, DateWindow, RuleContext } from './ruleRef.ts';

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

describe('date windows relative to an anchor the reference names', () => {
  const window = (
    relativeTo: DateAnchor,
    bounds: Omit<DateWindow, 'relativeTo' | 'message'>,
  ): DateWindow => ({
    relativeTo,
    ...bounds,
    message: 'outside the window',
  });
  const inWindow = (w: DateWindow, value: string, extra: Partial<RuleContext> = {}) =>
    checkRules([{ rule: 'date', checks: [w] }], value, ctx(extra));

  it('measures days after another answer', () => {
    const plus30 = window({ field: 'coverStartDate' }, { notAfter: { days: 30 } });
    expect(inWindow(plus30, '09/01/2027')).toBeNull();
    expect(inWindow(plus30, '10/01/2027')).toBe('outside the window');
  });

  it('measures years before another answer, and both bounds together', () => {
    const back3 = window({ field: 'coverStartDate' }, { notBefore: { years: -3 }, notAfter: {} });
    expect(inWindow(back3, '10/12/2023')).toBeNull();
    expect(inWindow(back3, '09/12/2023')).toBe('outside the window');
    expect(inWindow(back3, '11/12/2026')).toBe('outside the window');
  });

  it('reads any answer by name, as display or stored date', () => {
    const afterBirth = window({ field: 'birthDate' }, { notBefore: {} });
    expect(inWindow(afterBirth, '02/03/1990', { answers: { birthDate: '1990-03-02' } })).toBeNull();
    expect(inWindow(afterBirth, '01/03/1990', { answers: { birthDate: '1990-03-02' } })).toBe(
      'outside the window',
    );
  });

  it('passes while the anchor is unanswered, unless today stands in for it', () => {
    const plus30 = { notAfter: { days: 30 } };
    expect(inWindow(window({ field: 'coverStartDate' }, plus30), '01/01/2030', { answers: {} })).toBeNull();
    const orToday = window({ field: 'coverStartDate', orToday: true }, plus30);
    expect(inWindow(orToday, '21/12/2026', { answers: {} })).toBeNull();
    expect(inWindow(orToday, '22/12/2026', { answers: {} })).toBe('outside the window');
  });

  it('measures from today in London (renewals: now + 30 days)', () => {
    const nowPlus30 = window('today', { notAfter: { days: 30 } });
    expect(inWindow(nowPlus30, '21/12/2026')).toBeNull();
    expect(inWindow(nowPlus30, '22/12/2026')).toBe('outside the window');
  });

  it('measures from the due date of static data, and passes without one', () => {
    const beforeDue = window('due', { notAfter: { days: -1 } });
    expect(inWindow(beforeDue, '14/12/2026', { due: '2026-12-15' })).toBeNull();
    expect(inWindow(beforeDue, '15/12/2026', { due: '2026-12-15' })).toBe('outside the window');
    expect(inWindow(beforeDue, '15/12/2030')).toBeNull();
  });

  it('runs in order with the named checks, after the gates', () => {
    const plus30 = window({ field: 'coverStartDate' }, { notAfter: { days: 30 } });
    const refs = [{ rule: 'date' as const, checks: ['allParts' as const, plus30, 'notToday' as const] }];
    expect(checkRules(refs, '01//2027', ctx())).toBe(DATE_MESSAGES.allParts);
    expect(checkRules(refs, '31/02/2030', ctx())).toBeNull();
    expect(checkRules(refs, '21/11/2026', ctx())).toBe(DATE_MESSAGES.notToday);
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
