import { describe, expect, it } from 'vitest';
import { durationWords, elapsedWords } from './elapsed.ts';

describe('time waited, in words', () => {
  it('says hours and minutes, rounded down', () => {
    expect(elapsedWords('2026-11-25T09:00:00Z', '2026-11-25T11:10:59Z')).toBe('2 h 10 min');
    expect(elapsedWords('2026-11-25T09:00:00Z', '2026-11-25T09:00:30Z')).toBe('under a minute');
    expect(elapsedWords('2026-11-25T09:00:00Z', '2026-11-25T09:45:00Z')).toBe('45 min');
  });

  it('says days past a day, and never a negative wait', () => {
    expect(durationWords(5 * 1440 + 3 * 60)).toBe('5 days 3 h');
    expect(durationWords(1440)).toBe('1 day');
    expect(elapsedWords('2026-11-25T10:00:00Z', '2026-11-25T09:00:00Z')).toBe('under a minute');
  });
});
