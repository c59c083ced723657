import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';

describe("the app's own files", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(dist, 'assets', 'index-B3x9QkPz.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-Dq81mWcA.css'), 'body{}');
    t = await createTestApp({ kind: 'pglite', env: { WEB_DIST: dist, RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('are served outside the API rate limit, which still holds for API calls', async () => {
    for (let n = 0; n < 10; n += 1)
      for (const url of ['/assets/index-B3x9QkPz.js', '/assets/index-Dq81mWcA.css', '/'])
        expect((await t.app.inject({ url })).statusCode, `${url} #${n}`).toBe(200);
    const api = [];
    for (let n = 0; n < 5; n += 1)
      api.push((await t.app.inject({ url: '/chat-api/availability' })).statusCode);
    expect(api).toContain(429);
  });

  it('keep hashed scripts and styles a year, and have pages checked every time', async () => {
    const script = await t.app.inject({ url: '/assets/index-B3x9QkPz.js' });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
  });
});
