import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

const ENDED = { errorCode: 'UNAUTHORISED', message: 'Your session has ended. Please start again.' };

describe.each(TEST_DATABASES)('sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // A default brand other than the usual one, so the fallback is visibly the configured BRAND.
    t = await createTestApp({ kind, clock: testClock('2026-11-21T10:00:00Z'), env: { BRAND: 'PRIVILEGE' } });
  });
  afterAll(async () => t.close());

  const time = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/mta-api/mta/time',
      headers: token === undefined ? {} : { 'x-auth-token': token },
    });
  const metadata = (host: string) =>
    t.app.inject({ method: 'POST', url: '/mta-api/mta/gateway/metadata', headers: { host } });

  it('names the brand from the Host header, the server clock, the session length and the demo, without a token', async () => {
    const greenflag = await metadata('greenflag.localhost:3000');
    expect(greenflag.statusCode).toBe(200);
    expect(greenflag.json()).toEqual({
      brand: 'GREENFLAG',
      now: '2026-11-21T10:00:00.000Z',
      sessionSeconds: 870,
      demo: true,
    });
    expect((await metadata('nationwide.localhost')).json().brand).toBe('NATIONWIDE');
    expect((await metadata('unknown.example.com:3000')).json().brand).toBe('PRIVILEGE');
  });

  it('initialises a session answering a 256-bit token the browser may read', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/mta-api/mta/initialize/privilege' });
    expect(response.statusCode).toBe(204);
    const token = String(response.headers['x-auth-token']);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(response.headers['access-control-expose-headers']).toContain('x-auth-token');
    expect((await time(token)).json()).toEqual({ now: t.clock.now().toISOString() });
  });

  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const token = await initialise(t.app);
    const { rows } = (await t.db.execute('select * from sessions')) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('slides the expiry on every accepted call and ends the session after 871 quiet seconds', async () => {
    const token = await initialise(t.app);
    t.clock.advance(800);
    expect((await time(token)).statusCode).toBe(200);
    // 1,600 s after initialise: alive only because the previous call moved the expiry.
    t.clock.advance(800);
    expect((await time(token)).statusCode).toBe(200);
    t.clock.advance(871);
    const expired = await time(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(ENDED);
  });

  it('revokes the token on logout while other sessions carry on', async () => {
    const token = await initialise(t.app);
    const other = await initialise(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/logout',
      headers: { 'x-auth-token': token },
    });
    expect(logout.statusCode).toBe(204);
    expect((await time(token)).statusCode).toBe(401);
    expect((await time(other)).statusCode).toBe(200);
  });

  it('refuses a missing, empty, garbage or oversized token with UNAUTHORISED', async () => {
    for (const token of [undefined, '', 'not-a-real-token', '\u00e9\u00e9', 'x'.repeat(5000)]) {
      const response = await time(token);
      expect(response.statusCode, String(token).slice(0, 20)).toBe(401);
      expect(response.json()).toEqual(ENDED);
    }
  });

  it('refuses an unknown initialise path with a validation error', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/mta-api/mta/initialize/nowhere' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
  });
});
