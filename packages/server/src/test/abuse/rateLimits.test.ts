import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, startSession, type TestApp } from '../testApp.ts';
import { countWrites } from './writeCounts.ts';

/** The limits a deployment gets when nobody configures them. */
const DEFAULTS = loadConfig({});

// The limiter keeps its counts in memory, not the database, so PGlite alone is enough here.
describe('guessing and flooding are rate limited at the default limits', () => {
  let test: TestApp;
  let session: string;
  beforeAll(async () => {
    test = await createTestApp('pglite', {
      TOKEN_RATE_LIMIT_MAX: DEFAULTS.TOKEN_RATE_LIMIT_MAX,
      LOOKUP_RATE_LIMIT_MAX: DEFAULTS.LOOKUP_RATE_LIMIT_MAX,
    });
    session = await startSession(test.app);
  });
  afterAll(() => test?.close());

  /** Sends the calls one after another from one client, as a guessing script would. */
  async function flood(count: number, call: (i: number) => Promise<{ statusCode: number; json(): unknown }>) {
    const answers = [];
    for (let i = 0; i < count; i++) answers.push(await call(i));
    return answers;
  }

  it('refuses token guesses past the limit with 429 RATE_LIMITED, however the guesser names itself', async () => {
    const before = await countWrites(test.database.db);
    const answers = await flood(DEFAULTS.TOKEN_RATE_LIMIT_MAX + 10, (i) =>
      test.app.inject({
        method: 'POST',
        url: '/mta-api/mta/cov/idv/validate',
        // A forwarded-for header must not buy a fresh allowance: the server trusts no proxy.
        headers: { 'x-auth-token': session, 'x-forwarded-for': `203.0.113.${i % 250}` },
        payload: { token: randomBytes(32).toString('base64url') },
      }),
    );
    const allowed = answers.slice(0, DEFAULTS.TOKEN_RATE_LIMIT_MAX);
    const limited = answers.slice(DEFAULTS.TOKEN_RATE_LIMIT_MAX);
    expect(allowed.map((answer) => answer.statusCode)).toEqual(allowed.map(() => 400));
    expect(allowed[0]?.json()).toMatchObject({ errorCode: 'INVALID_TOKEN' });
    expect(limited.map((answer) => answer.statusCode)).toEqual(limited.map(() => 429));
    expect(limited[0]?.json()).toEqual({
      errorCode: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(await countWrites(test.database.db)).toEqual(before);

    // Another client is still served: the limit is per client, not a switch that locks everyone out.
    const other = await test.app.inject({
      method: 'POST',
      url: '/mta-api/mta/cov/idv/validate',
      remoteAddress: '198.51.100.7',
      headers: { 'x-auth-token': session },
      payload: { token: randomBytes(32).toString('base64url') },
    });
    expect(other.json()).toMatchObject({ errorCode: 'INVALID_TOKEN' });
  });

  it('refuses lookup floods past the limit with 429 RATE_LIMITED', async () => {
    const answers = await flood(DEFAULTS.LOOKUP_RATE_LIMIT_MAX + 5, (i) =>
      test.app.inject({
        method: 'GET',
        url: `/mta-api/mta/dvla/get/AB${String(i).padStart(2, '0')}CDE`,
        remoteAddress: '192.0.2.10',
        headers: { 'x-auth-token': session },
      }),
    );
    const served = answers.slice(0, DEFAULTS.LOOKUP_RATE_LIMIT_MAX);
    expect(served.filter((answer) => answer.statusCode === 429)).toHaveLength(0);
    const limited = answers.slice(DEFAULTS.LOOKUP_RATE_LIMIT_MAX);
    expect(limited.map((answer) => answer.statusCode)).toEqual(limited.map(() => 429));
    expect(limited[0]?.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
  });

  it('limits the other quote-link calls too, so guesses cannot move to accept or execute', async () => {
    for (const path of ['quote/accept', 'quote/decline', 'payment/execute']) {
      const answers = await flood(DEFAULTS.TOKEN_RATE_LIMIT_MAX + 1, () =>
        test.app.inject({
          method: 'POST',
          url: `/mta-api/mta/${path}`,
          remoteAddress: '192.0.2.20',
          headers: { 'x-auth-token': session },
          payload: { token: randomBytes(32).toString('base64url'), uuid: crypto.randomUUID() },
        }),
      );
      expect(answers.at(-1)?.statusCode, path).toBe(429);
    }
  });
});
