import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paymentIdempotency } from '../payments/schema.ts';
import { createPaymentsTestDb } from '../test/paymentsTestDb.ts';
import { type IdempotencyStore, requestHash, withIdempotency } from './idempotency.ts';
import { pgIdempotencyStore } from './pgIdempotencyStore.ts';

let client: PGlite;
let store: IdempotencyStore;

beforeAll(async () => {
  const created = await createPaymentsTestDb();
  client = created.client;
  store = pgIdempotencyStore(created.db, paymentIdempotency);
});
afterAll(async () => {
  await client.close();
});

const answer = z.object({ n: z.number() });

describe('requestHash', () => {
  it('ignores key order but not values', () => {
    expect(requestHash({ a: 1, b: { c: 2, d: 3 } })).toBe(requestHash({ b: { d: 3, c: 2 }, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});

describe('withIdempotency over Postgres', () => {
  it('gives the key back when the action throws, so a retry runs', async () => {
    let runs = 0;
    const failing = withIdempotency(store, 'idem-throw', { a: 1 }, answer, async () => {
      runs += 1;
      throw new Error('acquirer unreachable');
    });
    await expect(failing).rejects.toThrow('acquirer unreachable');
    const retried = await withIdempotency(store, 'idem-throw', { a: 1 }, answer, async () => {
      runs += 1;
      return { n: 7 };
    });
    expect(retried).toEqual({ ok: true, value: { n: 7 }, replayed: false });
    expect(runs).toBe(2);
  });

  it('replays without running again and says so', async () => {
    await withIdempotency(store, 'idem-replay', { a: 1 }, answer, async () => ({ n: 1 }));
    const again = await withIdempotency(store, 'idem-replay', { a: 1 }, answer, async () => ({ n: 2 }));
    expect(again).toEqual({ ok: true, value: { n: 1 }, replayed: true });
  });

  it('tells a caller to wait when the first is still running past the wait', async () => {
    let finish: (value: { n: number }) => void = () => {};
    const first = withIdempotency(
      store,
      'idem-slow',
      { a: 1 },
      answer,
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const second = await withIdempotency(store, 'idem-slow', { a: 1 }, answer, async () => ({ n: 2 }), {
      waitMs: 0,
    });
    expect(second).toMatchObject({ ok: false, error: { errorCode: 'PAYMENT_IN_PROGRESS' } });
    finish({ n: 1 });
    expect(await first).toEqual({ ok: true, value: { n: 1 }, replayed: false });
  });
});
