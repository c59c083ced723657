import { describe, expect, it } from 'vitest';
import { expectedWaitMinutes, expectedWaitText } from './expectedWait.ts';

describe("a waiting customer's expected wait", () => {
  it('costs each place the median of the recent waits, shared between the agents present', () => {
    // Median 4 minutes: number 2 with one agent waits about 8, with two agents about 4.
    expect(expectedWaitMinutes(2, [60, 240, 600], 1)).toBe(8);
    expect(expectedWaitMinutes(2, [60, 240, 600], 2)).toBe(4);
  });

  it('reckons two minutes a place with nothing to go on, and never less than a minute', () => {
    expect(expectedWaitMinutes(3, [], 1)).toBe(6);
    expect(expectedWaitMinutes(1, [5, 5], 4)).toBe(1);
  });

  it('says it in words', () => {
    expect(expectedWaitText(1)).toBe('Expected wait: about a minute.');
    expect(expectedWaitText(6)).toBe('Expected wait: about 6 minutes.');
  });
});
