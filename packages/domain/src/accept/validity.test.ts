import { describe, expect, it } from 'vitest';
import { isExpired, quoteExpiry, quoteLastDay, startOnOpening } from './validity.ts';

describe('quote validity', () => {
  it('lasts 30 days for a change of vehicle, to the end of the London day', () => {
    expect(quoteExpiry('cov', '2026-11-21T10:00:00Z', '2027-03-01')).toBe('2026-12-21T23:59:59.999Z');
  });

  it('lasts 7 days for a change of address', () => {
    expect(quoteExpiry('coa', '2026-11-21T10:00:00Z', '2027-03-01')).toBe('2026-11-28T23:59:59.999Z');
  });

  it('never outlives the cover start date when that is more than a day away, in British Summer Time too', () => {
    expect(quoteExpiry('cov', '2026-06-01T10:00:00Z', '2026-06-05')).toBe('2026-06-05T22:59:59.999Z');
  });

  it('is expired from the expiry instant on', () => {
    expect(isExpired('2026-12-21T23:59:59.999Z', '2026-12-21T23:59:59.998Z')).toBe(false);
    expect(isExpired('2026-12-21T23:59:59.999Z', '2026-12-22T00:00:00.000Z')).toBe(true);
  });
});

describe('a quote for a change that starts today or tomorrow', () => {
  it('priced at 21:30 on 25 November for a change from today, works to the end of 26 November', () => {
    expect(quoteLastDay('cov', '2026-11-25T21:30:00Z', '2026-11-25')).toBe('2026-11-26');
    expect(quoteExpiry('cov', '2026-11-25T21:30:00Z', '2026-11-25')).toBe('2026-11-26T23:59:59.999Z');
  });

  it('takes the London day: 23:30 on 31 May in BST is already 1 June', () => {
    expect(quoteLastDay('cov', '2026-05-31T23:30:00Z', '2026-06-01')).toBe('2026-06-02');
  });

  it('keeps a later start as the end when it gives more time', () => {
    expect(quoteLastDay('cov', '2026-11-25T21:30:00Z', '2026-11-28')).toBe('2026-11-28');
  });

  it('starts a change opened after its start day on the day it is opened, in London', () => {
    expect(startOnOpening('2026-11-25', '2026-11-26T08:00:00Z')).toBe('2026-11-26');
    expect(startOnOpening('2026-11-25', '2026-11-25T23:30:00Z')).toBeNull();
    expect(startOnOpening('2026-06-01', '2026-06-01T23:30:00Z')).toBe('2026-06-02');
  });
});
