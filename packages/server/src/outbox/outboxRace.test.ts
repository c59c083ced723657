import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/database.ts';
import { SKIP_WITHOUT_POSTGRES } from '../test/faults/scratchDatabase.ts';
import {
  countingTransport,
  drain,
  duplicates,
  enqueueMany,
  outboxStatusCounts,
} from '../test/outboxTestSupport.ts';
import { skipWithout } from '../test/skipWithout.ts';
import { testClock } from '../test/testClock.ts';
import { openTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/testDatabases.ts';
import { createOutboxWorker } from './outboxWorker.ts';

const MESSAGES = 1000;

/**
 * Two workers, each with its own connection pool, race over one Postgres outbox: FOR UPDATE
 * SKIP LOCKED must hand every message to exactly one of them. PGlite is one connection in one
 * process, so two pools cannot exist there; it gets the single-worker drain instead.
 */
describe.skipIf(skipWithout(TEST_DATABASES.includes('postgres'), SKIP_WITHOUT_POSTGRES))(
  'two workers racing over one Postgres outbox',
  () => {
    let first: TestDatabase;
    let second: Database;
    beforeAll(async () => {
      first = await openTestDatabase('postgres');
      second = await createDatabase({ databaseUrl: first.url, dataDir: 'memory://' });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it(`sends each of ${MESSAGES} messages exactly once across both`, async () => {
      const clock = testClock('2026-11-21T10:00:00Z');
      await enqueueMany(first.db, MESSAGES, clock.now());
      const transports = [countingTransport(), countingTransport()];
      const workers = [first, second].map((database, index) =>
        createOutboxWorker({
          db: database.db,
          transport: transports[index]!,
          clock: clock.now,
          pollMs: 60_000,
        }),
      );

      const started = performance.now();
      const sentBy = await Promise.all(workers.map(drain));
      const seconds = (performance.now() - started) / 1000;

      const all = transports.flatMap((transport) => transport.sent);
      expect(duplicates(all)).toEqual([]);
      expect(all).toHaveLength(MESSAGES);
      expect(sentBy[0]! + sentBy[1]!).toBe(MESSAGES);
      // Both took part: a race where one worker did everything proves nothing about locking.
      expect(Math.min(...sentBy)).toBeGreaterThan(0);
      expect(await outboxStatusCounts(first.db)).toEqual({ sent: MESSAGES });
      console.info(
        `outbox on Postgres, 2 workers: ${MESSAGES} messages in ${seconds.toFixed(2)} s = ${Math.round(MESSAGES / seconds)} msg/s (split ${sentBy.join('/')})`,
      );
    });
  },
);

describe.skipIf(!TEST_DATABASES.includes('pglite'))('one worker draining a PGlite outbox', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => database.close());

  it(`sends each of ${MESSAGES} messages exactly once`, async () => {
    const clock = testClock('2026-11-21T10:00:00Z');
    await enqueueMany(database.db, MESSAGES, clock.now());
    const transport = countingTransport();
    const worker = createOutboxWorker({ db: database.db, transport, clock: clock.now, pollMs: 60_000 });

    const started = performance.now();
    expect(await drain(worker)).toBe(MESSAGES);
    const seconds = (performance.now() - started) / 1000;

    expect(duplicates(transport.sent)).toEqual([]);
    expect(new Set(transport.sent).size).toBe(MESSAGES);
    expect(await outboxStatusCounts(database.db)).toEqual({ sent: MESSAGES });
    console.info(
      `outbox on PGlite, 1 worker: ${MESSAGES} messages in ${seconds.toFixed(2)} s = ${Math.round(MESSAGES / seconds)} msg/s`,
    );
  });
});
