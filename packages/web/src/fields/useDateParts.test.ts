import { describe, expect, it } from 'vitest';
import { composeDate, splitDate } from './useDateParts.ts';

describe('a date typed into day, month and year boxes', () => {
  it('is empty while every box is', () => {
    expect(composeDate(['', '', ''])).toBe('');
  });

  it('keeps each part in its place while some are missing, so the rules can say it is incomplete', () => {
    expect(composeDate(['1', '', '2024'])).toBe('1//2024');
  });

  it('pads day and month once every box holds something, as the review shows dates', () => {
    expect(composeDate(['1', '3', '2025'])).toBe('01/03/2025');
    expect(composeDate(['3', '2015'])).toBe('03/2015');
  });

  it('leaves a short year alone: 25 is not 2025, and the rules refuse it', () => {
    expect(composeDate(['01', '03', '25'])).toBe('01/03/25');
  });

  it('reads an answer back into as many boxes as the field draws', () => {
    expect(splitDate('01/03/2025', 3)).toEqual(['01', '03', '2025']);
    expect(splitDate('03/2015', 2)).toEqual(['03', '2015']);
    expect(splitDate('', 3)).toEqual(['', '', '']);
    expect(splitDate('01//2024', 3)).toEqual(['01', '', '2024']);
  });
});
