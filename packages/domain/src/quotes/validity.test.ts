import { describe, expect, it } from 'vitest';
import { isExpired, quoteExpiry } from './validity.ts';

describe('quote validity', () => {
  it('lasts 30 days for a change of vehicle, to the end of the London day', () => {
    expect(quoteExpiry('cov', '2026-11-21T10:00:00Z', '2027-03-01')).toBe('2026-12-21T23:59:59.999Z');
  });

  it('lasts 7 days for a change of address', () => {
    expect(quoteExpiry('coa', '2026-11-21T10:00:00Z', '2027-03-01')).toBe('2026-11-28T23:59:59.999Z');
  });

  it('never outlives the cover start date, in British Summer Time too', () => {
    expect(quoteExpiry('cov', '2026-06-01T10:00:00Z', '2026-06-05')).toBe('2026-06-05T22:59:59.999Z');
  });

  it('is expired from the expiry instant on', () => {
    expect(isExpired('2026-12-21T23:59:59.999Z', '2026-12-21T23:59:59.998Z')).toBe(false);
    expect(isExpired('2026-12-21T23:59:59.999Z', '2026-12-22T00:00:00.000Z')).toBe(true);
  });
});
