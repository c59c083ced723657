import { describe, expect, it } from 'vitest';
import { brandSettings } from './brands/registry.ts';
import { nextOpening } from './hours.ts';
import { hoursHeading, hoursStatus } from './hoursCopy.ts';

const hours = brandSettings('DIRECTLINE').hours;

describe('hours copy', () => {
  it('names each set by its service', () => {
    expect(hoursHeading('triageHours')).toBe('Phone lines opening hours');
    expect(hoursHeading('openHours')).toBe('Phone lines opening hours');
    expect(hoursHeading('processingHours')).toBe('When we process requests');
    expect(hoursHeading('webchatHours')).toBe('Web chat opening hours');
  });

  it('keeps one phone truth: every phone set is the same hours', () => {
    expect(hours.triageHours).toEqual(hours.openHours);
    expect(hours.phoneSupportHours).toEqual(hours.openHours);
  });

  it('says the service is open, or closed and when it opens again, in London time', () => {
    // Wednesday 15 January 2025, 12:00 GMT.
    expect(hoursStatus('webchatHours', hours.webchatHours, '2025-01-15T12:00:00Z')).toEqual({
      open: true,
      text: 'Web chat is open now.',
    });
    // 23:30 on Wednesday: chat opens at 8am Thursday.
    expect(hoursStatus('webchatHours', hours.webchatHours, '2025-01-15T23:30:00Z').text).toBe(
      'Web chat is closed now. It opens again at 8am tomorrow.',
    );
    // 06:00 on Saturday: phone lines open at 9am today.
    expect(hoursStatus('openHours', hours.openHours, '2025-01-18T06:00:00Z').text).toBe(
      'Our phone lines are closed now. They open again at 9am today.',
    );
    expect(hoursStatus('processingHours', hours.processingHours, '2025-01-15T23:30:00Z').text).toBe(
      'We are not processing requests now. We start again at 8am tomorrow.',
    );
  });

  it('skips closed days to the next opening', () => {
    // Saturday 18 January 2025 at 21:00: the motor renewal chat is shut on Sunday.
    expect(nextOpening('2025-01-18T21:00:00Z', hours.webchatHoursMOR)).toBe('at 8am on Monday');
    const never = {
      ...hours.openHours,
      monday: null,
      tuesday: null,
      wednesday: null,
      thursday: null,
      friday: null,
      saturday: null,
      sunday: null,
    };
    expect(nextOpening('2025-01-18T21:00:00Z', never)).toBeNull();
  });
});
