import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATE_LOADER } from '../../web/lateScripts.ts';
import { createTestApp, startSession, type TestApp } from '../testApp.ts';
import { cardDetails } from './paymentJourney.ts';

const BUILT_SPA = new URL('../../../../web/dist', import.meta.url).pathname;

/** The built SPA when there is one (copied, so a rebuild mid-run cannot race us), else a stand-in. */
function spaFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-spa-'));
  if (existsSync(join(BUILT_SPA, 'index.html'))) {
    cpSync(BUILT_SPA, folder, { recursive: true });
    return folder;
  }
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'assets', 'main.js'), 'console.log(1)');
  writeFileSync(
    join(folder, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/main.js"></script></head><body></body></html>',
  );
  return folder;
}

const directives = (response: LightMyRequestResponse) =>
  new Map(
    String(response.headers['content-security-policy'] ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );

function expectStrictHeaders(
  response: LightMyRequestResponse,
  frameAncestors: "'none'" | "'self'",
  what: string,
  inlineScriptHashes: readonly string[] = [],
) {
  const csp = directives(response);
  expect(csp.get('object-src'), `${what} object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${what} base-uri`).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), `${what} frame-ancestors`).toEqual([frameAncestors]);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${what} script-src`).toEqual(["'self'", ...inlineScriptHashes]);
  expect(String(response.headers['strict-transport-security']), `${what} HSTS`).toMatch(/max-age=\d{7,}/);
  expect(response.headers['x-content-type-options'], `${what} nosniff`).toBe('nosniff');
}

/**
 * The SPA's inline script: the forwarder of the spec's hash URLs, which must run before
 * anything loads. The policy allows it by its hash and nothing else inline.
 */
const HASH_FORWARDER =
  /<script>(if\(location\.hash\.indexOf\('#\/'\)===0\)location\.replace\(location\.hash\.slice\(1\)\))<\/script>/;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The state a server-drawn page hands the browser: data, which no browser runs. */
const SERVER_STATE = /<script type="application\/json" id="server-state">[^<]*<\/script>/;

/** A drawn page's scripts, asked for after it paints by the one fixed loader (web/lateScripts.ts). */
const LATE_SCRIPTS = /<script type="application\/json" id="late-scripts">([^<]*)<\/script>/;
const LOADER = `<script>${LATE_LOADER}</script>`;

/** The page's inline scripts the policy must allow by hash: the forwarder, and on a drawn page the loader. */
const allowedInline = (html: string) => [
  ...(HASH_FORWARDER.exec(html) ? [sha256(HASH_FORWARDER.exec(html)?.[1] ?? '')] : []),
  ...(html.includes(LOADER) ? [sha256(LATE_LOADER)] : []),
];

/** Every script a page loads is a file this server serves from its own origin; none is inline. */
async function expectOnlyOwnScripts(test: TestApp, html: string, what: string) {
  const data = html.replace(HASH_FORWARDER, '').replace(SERVER_STATE, '').replace(LATE_SCRIPTS, '');
  expect(data.replace(LOADER, ''), `${what} inline script`).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
  expect(html, `${what} inline handler`).not.toMatch(/\son[a-z]+\s*=/i);
  const sources = [
    ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/gi)].map((match) => match[1] ?? ''),
    ...(JSON.parse(LATE_SCRIPTS.exec(html)?.[1] ?? '[]') as string[]),
  ];
  for (const source of sources) {
    expect(source, `${what} loads ${source}`).toMatch(/^\/(?!\/)/);
    const script = await test.app.inject({ method: 'GET', url: source });
    expect(script.statusCode, `${what} serves ${source}`).toBe(200);
    expect(String(script.headers['content-type']), source).toMatch(/javascript/);
  }
  return sources;
}

// Headers come from plugins, not the database, so PGlite alone is enough here.
describe('security headers on every kind of page', () => {
  let test: TestApp;
  let session: string;
  let spa: string;
  beforeAll(async () => {
    spa = spaFolder();
    test = await createTestApp('pglite', { WEB_DIST: spa });
    session = await startSession(test.app);
  });
  afterAll(async () => {
    await test?.close();
    rmSync(spa, { recursive: true, force: true });
  });

  it('serves the SPA with the strict policy and only its own script files', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expectStrictHeaders(page, "'none'", 'SPA', allowedInline(page.body));
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect((await expectOnlyOwnScripts(test, page.body, 'SPA')).length).toBeGreaterThan(0);
  });

  it('answers API calls, successful or refused, with the strict policy', async () => {
    const time = await test.app.inject({
      method: 'GET',
      url: '/mta-api/mta/time',
      headers: { 'x-auth-token': session },
    });
    expect(time.statusCode).toBe(200);
    expectStrictHeaders(time, "'none'", 'API');
    const refused = await test.app.inject({ method: 'GET', url: '/mta-api/mta/time' });
    expect(refused.statusCode).toBe(401);
    expectStrictHeaders(refused, "'none'", 'API refusal');
    const unknown = await test.app.inject({ method: 'GET', url: '/mta-api/mta/nothing-here' });
    expectStrictHeaders(unknown, "'none'", 'API 404');
  });

  it('keeps the dev mailbox unframeable under the strict policy', async () => {
    const mailbox = await test.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(mailbox.statusCode).toBe(200);
    expectStrictHeaders(mailbox, "'none'", 'dev mailbox');
    await expectOnlyOwnScripts(test, mailbox.body, 'dev mailbox');
  });

  it('lets only the portal itself frame the sandbox bank pages, which load only our script', async () => {
    const challenge = await test.app.inject({
      method: 'GET',
      url: '/sandbox-gateway/challenge?md=unknown-check&JWT=unknown-token',
    });
    expect(challenge.headers['content-type']).toMatch(/text\/html/);
    expectStrictHeaders(challenge, "'self'", 'challenge page');
    expect(challenge.headers['x-frame-options']).toBe('SAMEORIGIN');
    await expectOnlyOwnScripts(test, challenge.body, 'challenge page');

    const card = await test.app.inject({
      method: 'POST',
      url: '/mta-api/mta/payment/validate',
      headers: { 'x-auth-token': session },
      payload: cardDetails('4111111111111111'),
    });
    expect(card.statusCode, card.body).toBe(200);
    const collection = await test.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/ddc',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ JWT: card.json().deviceDataCollectionJwt, Bin: '411111' }).toString(),
    });
    expect(collection.statusCode, collection.body).toBe(200);
    expectStrictHeaders(collection, "'self'", 'device data page');
    expect(await expectOnlyOwnScripts(test, collection.body, 'device data page')).toEqual([
      '/sandbox-gateway/ddc.js',
    ]);
  });
});
