import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { allowedNetworks } from './operatorAccess.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  GATEWAY_SECRET: 'a-private-production-secret',
  BOT_CHECK_SECRET: 'another-private-production-secret',
  DEMO_DATA: 'off',
  METRICS_TOKEN: 'a-long-private-metrics-token-for-prometheus',
};

describe('metrics and API docs in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind: 'pglite', env: PRODUCTION });
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('look absent to a caller with no token from outside the allowed networks', async () => {
    for (const url of ['/metrics', '/mta-api/docs', '/mta-api/docs/json']) {
      expect((await get(url)).statusCode, url).toBe(404);
      expect((await get(url, { authorization: 'Bearer wrong-token' })).statusCode, url).toBe(404);
    }
  });

  it('answer the configured bearer token', async () => {
    const bearer = { authorization: `Bearer ${PRODUCTION.METRICS_TOKEN}` };
    const metrics = await get('/metrics', bearer);
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('payments_by_outcome');
    expect((await get('/mta-api/docs/json', bearer)).statusCode).toBe(200);
  });

  it('answer a caller from an allowed network', async () => {
    const allowed = await createTestApp({
      kind: 'pglite',
      env: { ...PRODUCTION, METRICS_ALLOW: '127.0.0.0/8' },
    });
    try {
      expect((await allowed.app.inject({ url: '/metrics' })).statusCode).toBe(200);
    } finally {
      await allowed.close();
    }
  });
});

describe('metrics in development', () => {
  it('are served to anyone on a developer machine', async () => {
    const t = await createTestApp({ kind: 'pglite' });
    try {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('allowed networks', () => {
  it('match addresses and subnets of either family', () => {
    const list = allowedNetworks('10.0.0.0/8, 192.168.1.5, ::1');
    expect(list.check('10.2.3.4', 'ipv4')).toBe(true);
    expect(list.check('192.168.1.5', 'ipv4')).toBe(true);
    expect(list.check('192.168.1.6', 'ipv4')).toBe(false);
    expect(list.check('::1', 'ipv6')).toBe(true);
  });
});
