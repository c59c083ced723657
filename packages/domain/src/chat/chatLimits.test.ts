import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, reconnectDelayMs, type TokenBucket, takeToken } from './chatLimits.ts';

describe('a chat socket’s token bucket', () => {
  it('lets a burst through, refuses the next, and earns one back every refill period', () => {
    let bucket: TokenBucket | undefined;
    const allowed: boolean[] = [];
    for (let i = 0; i <= CHAT_LIMITS.socketBurst; i += 1) {
      const taken = takeToken(bucket, 0);
      bucket = taken.bucket;
      allowed.push(taken.allowed);
    }
    expect(allowed.filter(Boolean)).toHaveLength(CHAT_LIMITS.socketBurst);
    expect(allowed.at(-1)).toBe(false);
    expect(takeToken(bucket, CHAT_LIMITS.socketRefillSeconds * 1000).allowed).toBe(true);
  });
});

describe('the reconnect backoff', () => {
  it('doubles from a second up to thirty, with at most a fifth added at random', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => reconnectDelayMs(attempt, 0))).toEqual([
      1000, 2000, 4000, 8000, 30_000,
    ]);
    expect(reconnectDelayMs(0, 1)).toBe(1200);
  });
});
