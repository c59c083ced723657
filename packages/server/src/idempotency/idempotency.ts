import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiError } from '@portal/domain/errors';
import { PAYMENT_API_ERRORS } from '@portal/domain/payment/paymentErrors';
import type { z } from 'zod';
import { sha256 } from '../crypto/sha256.ts';

/**
 * Stripe's idempotency keys: the first answer for a key is stored and replayed for the same
 * key; the same key with a different body is refused. Concurrent callers with one key wait
 * for the first to finish rather than acting twice.
 */
export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; response: unknown }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' };

export interface IdempotencyStore {
  /** Atomically takes the key for this request, or reports who has it. */
  claim(key: string, requestHash: string): Promise<IdempotencyClaim>;
  /** Stores the answer for replay. */
  complete(key: string, response: unknown): Promise<void>;
  /** Gives the key back after a failure that produced no answer, so a retry can run. */
  release(key: string): Promise<void>;
}

/** Same JSON whatever order the keys were written in, so a replay hashes the same. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

export const requestHash = (request: unknown): string => sha256(canonicalJson(request));

export type IdempotentOutcome<T> = { ok: true; value: T; replayed: boolean } | { ok: false; error: ApiError };

export interface IdempotencyOptions {
  /** How long a second caller waits for the first caller's answer before giving up. */
  waitMs?: number;
  pollMs?: number;
  refusals?: IdempotencyRefusals;
}

/** What a caller is told when its key was used for another body, or the first call is still running. */
export interface IdempotencyRefusals {
  mismatch: ApiError;
  inProgress: ApiError;
}
const PAYMENT_REFUSALS: IdempotencyRefusals = {
  mismatch: { errorCode: 'IDEMPOTENCY_KEY_REUSED', message: PAYMENT_API_ERRORS.IDEMPOTENCY_KEY_REUSED },
  inProgress: { errorCode: 'PAYMENT_IN_PROGRESS', message: PAYMENT_API_ERRORS.PAYMENT_IN_PROGRESS },
};

/**
 * Runs `action` at most once per key. `answer` parses a replayed answer, so what comes back
 * from the store is checked like any other input. If `action` throws, the key is released.
 */
export const withIdempotency = async <T>(
  store: IdempotencyStore,
  key: string,
  request: unknown,
  answer: z.ZodType<T>,
  action: () => Promise<T>,
  options: IdempotencyOptions = {},
): Promise<IdempotentOutcome<T>> => {
  const hash = requestHash(request);
  const { waitMs = 10_000, pollMs = 20, refusals = PAYMENT_REFUSALS } = options;
  for (let waited = 0; ; waited += pollMs) {
    const claim = await store.claim(key, hash);
    if (claim.kind === 'mismatch') return { ok: false, error: refusals.mismatch };
    if (claim.kind === 'replay') return { ok: true, value: answer.parse(claim.response), replayed: true };
    if (claim.kind === 'claimed') {
      try {
        const value = await action();
        await store.complete(key, value);
        return { ok: true, value, replayed: false };
      } catch (error) {
        await store.release(key);
        throw error;
      }
    }
    if (waited >= waitMs) return { ok: false, error: refusals.inProgress };
    await sleep(pollMs);
  }
};
