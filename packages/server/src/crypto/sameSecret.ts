import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret a caller sent (a token, a signature) is the one expected, taking the same time
 * wherever the two differ, so the answer's timing never tells a guesser how much was right. A
 * different length answers at once: the lengths are not secret.
 */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
