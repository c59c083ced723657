import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { createServer, type Server } from 'node:net';
import { DEPLOYMENT_BRANDS } from '@portal/domain/brands/brand';
import { BRANDS } from '@portal/domain/brands/registry';
import { brandStartPage } from '@portal/domain/startPage';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';

/**
 * A production start as an insurer runs one: NODE_ENV=production, private secrets, no demo data,
 * clamd for uploads. `/` on every brand's host is that brand's own start page, with nothing of the
 * demo in it, and /health names clamd once it stops answering. On PGlite, and on a fresh
 * database of the Postgres server when there is one.
 */
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onPostgres(sql: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query(sql);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
const postgresReady = await onPostgres('select 1');

/** Stands in for clamd: answers PING with PONG, as clamd(8) does, until it is stopped. */
async function startClamd(): Promise<{ port: number; stop: () => Promise<void> }> {
  const server: Server = createServer((socket) => {
    socket.on('data', () => socket.end('PONG\0'));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** GET / as a browser on the given host asks for it (Node does not resolve *.localhost as Chromium does). */
function drawnPage(port: number, host: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    const request = get(
      { port, host: '127.0.0.1', path: '/', headers: { host, accept: 'text/html' } },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          html += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, html }));
      },
    );
    request.on('error', reject);
  });
}

const PRODUCTION = {
  NODE_ENV: 'production',
  DEMO_DATA: 'off',
  GATEWAY_SECRET: randomBytes(24).toString('hex'),
  BOT_CHECK_SECRET: randomBytes(24).toString('hex'),
};

/** What the demo shows and production must not. */
const DEMO_WORDS = [
  /demo polic/i,
  /prepopulation/i,
  /dev mailbox/i,
  /API documentation/i,
  /Policy change portal/,
  // The footer's demonstration notice: a production portal's policies are real.
  /demonstration/i,
];

// The start page reads no database: the browser and axe look at it once, on PGlite; on Postgres
// each brand's drawn HTML is read, which is what a fresh database could change.
describe.each([
  { database: 'PGlite', url: '', inBrowser: true },
  ...(postgresReady ? [{ database: 'Postgres', url: 'postgres', inBrowser: false }] : []),
])('a production start on $database', ({ url, inBrowser }) => {
  const name = `e2e_production_${randomBytes(6).toString('hex')}`;
  const databaseUrl = url && Object.assign(new URL(POSTGRES), { pathname: `/${name}` }).toString();
  let portal: Portal;
  let clamd: Awaited<ReturnType<typeof startClamd>>;
  let browser: Browser;
  beforeAll(async () => {
    if (databaseUrl) await onPostgres(`CREATE DATABASE ${name}`);
    clamd = await startClamd();
    portal = await startPortal({
      ...PRODUCTION,
      DATABASE_URL: databaseUrl,
      CLAMD_HOST: '127.0.0.1',
      CLAMD_PORT: String(clamd.port),
    });
    if (inBrowser) browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await clamd?.stop().catch(() => {});
    if (databaseUrl) await onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it.each(DEPLOYMENT_BRANDS)("draws %s's own start page at /, with nothing of the demo", async (brand) => {
    const settings = BRANDS[brand];
    const { status, html } = await drawnPage(portal.port, `${settings.host}.localhost`);
    expect(status).toBe(200);
    expect(html).toContain(`>Manage your ${settings.displayName} policy</h1>`);
    for (const demo of DEMO_WORDS) expect(html).not.toMatch(demo);
    for (const group of brandStartPage(brand).groups)
      for (const journey of group.journeys)
        expect(html).toContain(`href="/${journey.form}/request/triage?product=${journey.product}"`);
  });

  // The browser's tests are declared for the PGlite start only (not skipped on Postgres: CI fails
  // on a skipped test).
  if (!inBrowser) return;

  it.each(DEPLOYMENT_BRANDS)("shows %s's start page on a phone and a desktop", async (brand) => {
    const settings = BRANDS[brand];
    const { groups, lines } = brandStartPage(brand);
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage(browser, viewport);
      await page.goto(`${portal.url(settings.host)}/`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(`Manage your ${settings.displayName} policy`);
      const text = (await page.locator('main').textContent()) ?? '';
      for (const demo of DEMO_WORDS) expect(text).not.toMatch(demo);
      for (const group of groups) {
        const section = page.getByRole('region', { name: group.heading });
        for (const journey of group.journeys)
          expect(await section.getByRole('link', { name: journey.title }).getAttribute('href')).toBe(
            `/${journey.form}/request/triage?product=${journey.product}`,
          );
      }
      for (const line of lines) await page.getByRole('link', { name: line.number }).waitFor();
      await page.getByRole('heading', { name: 'Phone lines opening hours' }).waitFor();
      await expectAccessible(page, `${brand} start page at ${viewport.width} px`);
      await page.context().close();
    }
  });

  it('starts a journey from the start page: the guards let its link in', async () => {
    const page = await newPage(browser, DESKTOP);
    await page.goto(`${portal.url('greenflag')}/`);
    await page.getByRole('link', { name: 'Change your vehicle' }).click();
    await page.waitForURL(/\/cov\/request\/triage\?product=MOTOR$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(page.url()).not.toMatch(/error|sign-in/);
    await page.context().close();
  });

  it('mounts no development page', async () => {
    expect((await fetch(`${portal.url()}/dev/mailbox`)).status).toBe(404);
  });

  it('says on /health that clamd is down once it stops answering', async () => {
    const up = await fetch(`${portal.url()}/health`);
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ status: 'ok', checks: { database: 'up', clamd: 'up' } });
    await clamd.stop();
    const down = await fetch(`${portal.url()}/health`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      status: 'degraded',
      checks: { database: 'up', clamd: 'down' },
    });
  });
});
