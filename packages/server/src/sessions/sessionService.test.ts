import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';
import { createSessionService } from './sessionService.ts';

type Rows<T> = { rows: T[] };

describe.each(TEST_DATABASES)('sessions on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
  });
  afterAll(async () => t.close());
  const service = () =>
    createSessionService(t.db, { sessionSeconds: 870, maxSeconds: 3600, clock: clock.now });
  const expiryOf = async () =>
    (
      (await t.db.execute(
        sql`select expires_at from sessions order by created_at desc limit 1`,
      )) as unknown as Rows<{
        expires_at: Date | string;
      }>
    ).rows[0]?.expires_at;

  it('writes the sliding expiry at most once a minute', async () => {
    const sessions = service();
    const token = await sessions.start('DIRECTLINE');
    const first = String(await expiryOf());
    clock.advance(30);
    expect(await sessions.touch(token)).toBeDefined();
    expect(String(await expiryOf())).toBe(first);
    clock.advance(40);
    expect(await sessions.touch(token)).toBeDefined();
    expect(String(await expiryOf())).not.toBe(first);
  });

  it('ends a session at its absolute lifetime however busy it is', async () => {
    const sessions = service();
    const token = await sessions.start('DIRECTLINE');
    for (let calls = 0; calls < 5; calls += 1) {
      clock.advance(600);
      expect(await sessions.touch(token)).toBeDefined();
    }
    clock.advance(600);
    expect(await sessions.touch(token)).toBeUndefined();
  });

  it('purges expired and revoked sessions, keeping live ones', async () => {
    const sessions = service();
    const expired = await sessions.start('DIRECTLINE');
    clock.advance(900);
    const revoked = await sessions.start('DIRECTLINE');
    await sessions.revoke(revoked);
    const live = await sessions.start('DIRECTLINE');
    expect(await sessions.purge()).toBeGreaterThanOrEqual(2);
    expect(await sessions.touch(expired)).toBeUndefined();
    expect(await sessions.touch(live)).toBeDefined();
    const left = (await t.db.execute(sql`select count(*)::int as n from sessions`)) as unknown as Rows<{
      n: number;
    }>;
    expect(Number(left.rows[0]?.n)).toBe(1);
  });
});
