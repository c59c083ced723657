import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startSession, type TestApp, testDatabaseKinds } from '../test/testApp.ts';

describe.each(testDatabaseKinds)('sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SESSION_SECONDS: 870 });
  });
  afterAll(async () => t.close());

  const time = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/mta-api/mta/time',
      headers: token ? { 'x-auth-token': token } : {},
    });

  it('answers metadata without a token: the brand from the host, the server clock and the session length', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/gateway/metadata',
      headers: { host: 'greenflag.localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      brand: 'GREENFLAG',
      now: t.clock.now().toISOString(),
      sessionSeconds: 870,
    });
    const fallback = await t.app.inject({ method: 'POST', url: '/mta-api/mta/gateway/metadata' });
    expect(fallback.json().brand).toBe('DIRECTLINE');
  });

  it('issues a 256-bit token and exposes the header to the browser', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/mta-api/mta/initialize/direct' });
    const token = response.headers['x-auth-token'];
    expect(typeof token).toBe('string');
    expect(Buffer.from(String(token), 'base64url')).toHaveLength(32);
    expect(response.headers['access-control-expose-headers']).toContain('x-auth-token');
    expect((await time(String(token))).json()).toEqual({ now: t.clock.now().toISOString() });
  });

  it('refuses an unknown initialise path', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/mta-api/mta/initialize/nowhere' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('refuses a missing or unknown token with UNAUTHORISED', async () => {
    for (const response of [await time(), await time('not-a-real-token')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        errorCode: 'UNAUTHORISED',
        message: 'Your session has ended. Please start again.',
      });
    }
  });

  it('slides the expiry on every accepted call and ends the session after a quiet spell', async () => {
    const token = await startSession(t.app);
    t.clock.advanceSeconds(860);
    expect((await time(token)).statusCode).toBe(200);
    // 1,720 s after initialise: alive only because the previous call moved the expiry.
    t.clock.advanceSeconds(860);
    expect((await time(token)).statusCode).toBe(200);
    t.clock.advanceSeconds(871);
    expect((await time(token)).statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const token = await startSession(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/logout',
      headers: { 'x-auth-token': token },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await time(token)).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const token = await startSession(t.app);
    const { rows } = (await t.database.db.execute('select token_hash from sessions')) as unknown as {
      rows: { token_hash: string }[];
    };
    const hashes = rows.map((row) => row.token_hash);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    expect(hashes.some((hash) => hash.includes(token))).toBe(false);
  });
});
