import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, productionProblems } from '../config.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';
import { jsonDepth, MAX_JSON_DEPTH } from './jsonBody.ts';

const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe.each(TEST_DATABASES)('a server that trusts nothing on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    token = await initialise(t.app);
  });
  afterAll(async () => t.close());

  it('answers a 5,000-level nested body with a clear 400, not a 500', async () => {
    const payload = `{"brand":"DIRECTLINE","product":"MOTOR","answers":{"x":${nested(5000)}}}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/con/save',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: expect.stringContaining('nested'),
    });
  });

  it('refuses prototype-polluting keys and malformed JSON with a 400', async () => {
    for (const payload of ['{"__proto__":{"admin":true}}', '{"a":']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/mta-api/mta/con/save',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('times every route, the save route included, in /metrics', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/con/save',
      headers: { 'x-auth-token': token },
      payload: { brand: 'DIRECTLINE', product: 'MOTOR', answers: {} },
    });
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/mta-api\/mta\/:form\/save"/);
    for (const name of ['outbox_pending_messages', 'outbox_oldest_pending_age_seconds', 'sessions_alive'])
      expect(metrics).toMatch(new RegExp(`^${name} \\d`, 'm'));
    expect(metrics).toMatch(/^sessions_alive [1-9]/m);
    expect(metrics).toContain('# TYPE payments_by_outcome gauge');
  });

  it('sets request and header deadlines so trickling clients are cut off', () => {
    expect(t.app.server.requestTimeout).toBe(t.config.REQUEST_TIMEOUT_MS);
    expect(t.app.server.headersTimeout).toBe(t.config.HEADERS_TIMEOUT_MS);
    expect(t.app.initialConfig.connectionTimeout).toBeGreaterThan(0);
  });

  it('hides the dev mailbox and sandbox bank pages in production only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).not.toBe(404);
    const production = await createTestApp({
      kind,
      env: { NODE_ENV: 'production', GATEWAY_SECRET: 'a-private-production-secret', DEMO_DATA: 'off' },
    });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      const challenge = await production.app.inject({
        method: 'GET',
        url: '/sandbox-gateway/challenge?md=x',
      });
      expect(challenge.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('request ids from a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind: 'pglite', env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => t.close());

  it('keeps a well-formed UUID and replaces anything else', async () => {
    const uuid = '0b7c6f7e-3a5d-4d7e-9c1a-2f4b8e6d1a90';
    const kept = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': uuid } });
    expect(kept.headers['x-request-id']).toBe(uuid);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'x\nforged' },
    });
    expect(forged.headers['x-request-id']).not.toContain('forged');
  });
});

describe('JSON depth', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepth(nested(MAX_JSON_DEPTH))).toBe(MAX_JSON_DEPTH);
    expect(jsonDepth('{"a":"{{{{[[[[\\"{{"}')).toBe(1);
    expect(jsonDepth('[1,[2,[3]]]')).toBe(3);
  });
});

describe('a production start', () => {
  it('names each development setting it refuses', () => {
    const problems = productionProblems(loadConfig({ NODE_ENV: 'production' }));
    expect(problems).toEqual([
      expect.stringContaining('GATEWAY_SECRET'),
      expect.stringContaining('BOT_CHECK_SECRET'),
      expect.stringContaining('DEMO_DATA'),
      expect.stringContaining('CLAMD_HOST'),
    ]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'production', BOT_CHECK: 'off' }))).toContainEqual(
      expect.stringContaining('BOT_CHECK is off'),
    );
    expect(
      productionProblems(
        loadConfig({
          NODE_ENV: 'production',
          GATEWAY_SECRET: 'a-private-production-secret',
          BOT_CHECK_SECRET: 'another-private-production-secret',
          DEMO_DATA: 'off',
          CLAMD_HOST: 'clamd.internal',
        }),
      ),
    ).toEqual([]);
    expect(productionProblems(loadConfig({}))).toEqual([]);
  });

  it('refuses uploads without a virus scanner unless told to accept them unscanned', () => {
    const ready = {
      NODE_ENV: 'production',
      GATEWAY_SECRET: 'a-private-production-secret',
      BOT_CHECK_SECRET: 'another-private-production-secret',
      DEMO_DATA: 'off',
    };
    expect(productionProblems(loadConfig(ready))).toEqual([expect.stringContaining('CLAMD_HOST')]);
    expect(productionProblems(loadConfig({ ...ready, CLAMD_SOCKET: '/run/clamav/clamd.ctl' }))).toEqual([]);
    expect(productionProblems(loadConfig({ ...ready, UNSCANNED_UPLOADS: 'accept' }))).toEqual([]);
  });
});
