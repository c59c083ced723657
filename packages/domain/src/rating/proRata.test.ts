import { describe, expect, it } from 'vitest';
import { daysInTerm, daysRemaining, proRataChange } from './proRata.ts';

describe('pro rata', () => {
  const leapTerm = { coverStartDate: '2024-01-01', coverEndDate: '2024-12-31' };

  it('counts a leap-year term as 366 days and both end days', () => {
    expect(daysInTerm(leapTerm)).toBe(366);
    expect(daysRemaining(leapTerm, '2024-12-31')).toBe(1);
    expect(daysRemaining(leapTerm, '2024-01-01')).toBe(366);
  });

  it('counts whole days across the clock changes', () => {
    // 30 March 2025 is 23 hours long in London and 26 October 25 hours; each is still one day.
    expect(daysRemaining({ coverStartDate: '2025-03-01', coverEndDate: '2025-03-31' }, '2025-03-29')).toBe(3);
    expect(daysRemaining({ coverStartDate: '2025-10-01', coverEndDate: '2025-10-27' }, '2025-10-25')).toBe(3);
  });

  it('charges the full change from the first day and a day’s worth on the last', () => {
    // 36600 over 366 days is 100p a day.
    expect(proRataChange(36_600, leapTerm, '2024-01-01')).toBe(36_600);
    expect(proRataChange(36_600, leapTerm, '2024-12-31')).toBe(100);
    expect(proRataChange(-36_600, leapTerm, '2024-12-31')).toBe(-100);
  });
});
