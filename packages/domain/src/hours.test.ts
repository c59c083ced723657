import { describe, expect, it } from 'vitest';
import { brandSettings } from './brands/registry.ts';
import { describeHours, hoursOn, isOpen, OFFICE_POLL_MS } from './hours.ts';

const office = brandSettings('DIRECTLINE').hours.openHours;

describe('isOpen', () => {
  it('is open at the opening minute and closed the minute before, in GMT', () => {
    // Wednesday 15 January 2025, London = UTC.
    expect(isOpen('2025-01-15T08:00:00Z', office)).toBe(true);
    expect(isOpen('2025-01-15T07:59:59Z', office)).toBe(false);
  });

  it('closes one minute before closing time', () => {
    expect(isOpen('2025-01-15T20:59:00Z', office)).toBe(true);
    expect(isOpen('2025-01-15T20:59:59Z', office)).toBe(true);
    expect(isOpen('2025-01-15T21:00:00Z', office)).toBe(false);
  });

  it('reads London summer time, not UTC', () => {
    // Wednesday 16 July 2025: 07:30Z is 08:30 BST, 20:30Z is 21:30 BST.
    expect(isOpen('2025-07-16T07:30:00Z', office)).toBe(true);
    expect(isOpen('2025-07-16T06:59:00Z', office)).toBe(false);
    expect(isOpen('2025-07-16T19:59:00Z', office)).toBe(true);
    expect(isOpen('2025-07-16T20:00:00Z', office)).toBe(false);
  });

  it('uses the London weekday when UTC is still on the previous day', () => {
    // Friday 23:30Z in summer is Saturday 00:30 BST: Saturday hours apply (closed then).
    const phone = brandSettings('DIRECTLINE').hours.phoneSupportHours;
    expect(hoursOn('2025-07-18T23:30:00Z', phone)).toEqual({ opens: '09:00', closes: '17:00' });
  });

  it('is closed all day on a closed Sunday', () => {
    const closedSunday = brandSettings('DIRECTLINE').hours.webchatHoursMOR;
    expect(isOpen('2025-01-19T12:00:00Z', closedSunday)).toBe(false);
  });

  it('keeps Saturday hours', () => {
    expect(isOpen('2025-01-18T16:59:00Z', office)).toBe(true);
    expect(isOpen('2025-01-18T17:00:00Z', office)).toBe(false);
  });

  it('accepts instants with a London offset', () => {
    expect(isOpen('2025-07-16T08:00:00+01:00', office)).toBe(true);
  });

  it('polls every ten seconds while closed', () => {
    expect(OFFICE_POLL_MS).toBe(10_000);
  });
});

describe('describeHours', () => {
  it('groups weekdays and marks a closed Sunday', () => {
    expect(describeHours(office)).toEqual([
      { days: 'Monday to Friday', times: '8am to 9pm' },
      { days: 'Saturday', times: '9am to 5pm' },
      { days: 'Sunday', times: '10am to 5pm' },
    ]);
    expect(describeHours(brandSettings('DIRECTLINE').hours.webchatHoursMOR).at(-1)).toEqual({
      days: 'Sunday',
      times: 'Closed',
    });
  });

  it('joins two equal days with "and" and shows minutes when present', () => {
    const greenflag = brandSettings('GREENFLAG').hours.processingHours;
    expect(describeHours(greenflag)).toEqual([
      { days: 'Monday to Friday', times: '8am to 9pm' },
      { days: 'Saturday and Sunday', times: '9am to 5pm' },
    ]);
    const halfPast = { ...office, monday: { opens: '08:30', closes: '12:00' } };
    expect(describeHours(halfPast)[0]).toEqual({ days: 'Monday', times: '8:30am to 12pm' });
  });

  it('reads midnight as 12am and afternoon minutes on the twelve-hour clock', () => {
    const late = { ...office, monday: { opens: '00:00', closes: '23:45' } };
    expect(describeHours(late)[0]).toEqual({ days: 'Monday', times: '12am to 11:45pm' });
    const noon = { ...office, monday: { opens: '12:05', closes: '13:00' } };
    expect(describeHours(noon)[0]).toEqual({ days: 'Monday', times: '12:05pm to 1pm' });
  });
});
