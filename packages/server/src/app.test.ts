import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowSameOriginFraming, registerSecurity } from './plugins/security.ts';
import { createTestApp, type TestApp } from './test/testApp.ts';
import { TEST_DATABASES } from './test/testDatabases.ts';

describe.each(TEST_DATABASES)('the app on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  it('sends strict security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers every request with its own request id, ignoring one the caller sent', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const sent of ['trace-123', '0b7c6f7e-3a5d-4d7e-9c1a-2f4b8e6d1a90']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': sent },
      });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers['x-request-id']).not.toBe(sent);
    }
  });

  it('reports health after pinging the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', checks: { database: 'up' } });
  });

  it('exposes Prometheus metrics with request durations by route and status', async () => {
    await t.app.inject({ method: 'GET', url: '/health' });
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('process_cpu_seconds_total');
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/health"[^}]*status="200"/,
    );
  });

  it('answers unknown routes with the NOT_FOUND envelope', async () => {
    for (const url of ['/no-such-page', '/mta-api/mta/no/such/route']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'Page not found' });
    }
  });

  it('serves the interactive API documentation page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/mta-api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('documents the API as OpenAPI generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/mta-api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/mta-api/mta/gateway/metadata',
        '/mta-api/mta/{form}/save',
        '/mta-api/mta/{form}/data',
      ]),
    );
  });
});

describe('health without a database', () => {
  it('answers 503 when the database cannot be reached', async () => {
    const t = await createTestApp({ kind: 'pglite' });
    await t.database.close();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'degraded', checks: { database: 'down' } });
    } finally {
      await t.app.close();
    }
  });
});

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind: 'pglite', env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => t.close());

  const metadata = '/mta-api/mta/gateway/metadata';
  it('answers RATE_LIMITED once an address has used its minute', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1)
      statuses.push((await t.app.inject({ method: 'POST', url: metadata })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.app.inject({ method: 'POST', url: metadata });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'RATE_LIMITED', message: expect.any(String) });
    // The limit is per address: another client still gets through.
    const other = await t.app.inject({ method: 'POST', url: metadata, remoteAddress: '10.0.0.9' });
    expect(other.statusCode).toBe(200);
  });

  it('never limits the health probe or the metrics scrape', async () => {
    for (let n = 0; n < 6; n += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    }
  });
});

describe('the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    t = await createTestApp({ kind: 'pglite', env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('is served from WEB_DIST at the root', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Portal</title>');
  });
});

describe('pages the portal frames', () => {
  it('may be framed by the same origin only, while everything else refuses framing', async () => {
    const app = Fastify();
    await registerSecurity(app, { rateLimitMax: 100 });
    await app.register(async (scope) => {
      allowSameOriginFraming(scope);
      scope.get('/gateway/challenge', async () => 'challenge');
    });
    app.get('/elsewhere', async () => 'elsewhere');
    try {
      const framed = await app.inject({ method: 'GET', url: '/gateway/challenge' });
      expect(framed.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(framed.headers['x-frame-options']).toBe('SAMEORIGIN');
      const elsewhere = await app.inject({ method: 'GET', url: '/elsewhere' });
      expect(elsewhere.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    } finally {
      await app.close();
    }
  });
});
