import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
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
    // As the build leaves a script: beside its brotli copy.
    const script = `console.log(${JSON.stringify('a long line '.repeat(200))})`;
    writeFileSync(join(dist, 'assets', 'page-C4kLm9Qz.js'), script);
    writeFileSync(join(dist, 'assets', 'page-C4kLm9Qz.js.br'), brotliCompressSync(script));
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

  it('carry only the headers a script obeys; pages keep the whole set', async () => {
    const script = await t.app.inject({ url: '/assets/index-B3x9QkPz.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'referrer-policy'])
      expect(script.headers[documentOnly], documentOnly).toBeUndefined();
    // Kept a year unasked, a hashed file needs no validators; a page is checked with them.
    for (const unused of ['etag', 'last-modified', 'accept-ranges', 'x-request-id'])
      expect(script.headers[unused], unused).toBeUndefined();
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it("send the build's compressed copy as it is, kept a year like the plain file", async () => {
    const url = '/assets/page-C4kLm9Qz.js';
    const brotli = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(readFileSync(join(dist, 'assets', 'page-C4kLm9Qz.js.br')))).toBe(true);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toContain('javascript');
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('a long line');
  });
});
