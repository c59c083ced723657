import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { serverRoot } from '../serverRoot.ts';
import { openTestDatabase, type TestDatabase } from '../test/testDatabases.ts';
import { LATE_LOADER } from './lateScripts.ts';

/**
 * Issue 24: the customer pages the server draws arrive with their first screen in the HTML —
 * heading and first question, styled — for a browser that runs no script at all. Uses the web
 * app's real build (client and server render), built first when it is missing or stale.
 */
const repoRoot = join(serverRoot, '../..');

describe('the first screen, drawn on the server', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-web-when-stale.mjs'], { cwd: repoRoot, stdio: 'ignore' });
    database = await openTestDatabase('pglite');
    const config = loadConfig({ RATE_LIMIT_MAX: '100000', BOT_CHECK: 'off' });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const open = (url: string) =>
    app.inject({ method: 'GET', url, headers: { host: 'directline.localhost', accept: 'text/html' } });
  /** What a reader sees of the drawn app: the text in #root, tags dropped. */
  const drawnText = (html: string) =>
    (/<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');

  it.each([
    ['/', 'Policy change portal', 'Journeys on Direct Line'],
    ['/cov/request/triage?product=PCW', 'Find your policy', 'Current vehicle registration'],
    ['/con/request/your-details?product=PCW', 'Your details', 'Are you the policyholder?'],
  ])('answers %s with its heading and first question in the HTML', async (url, heading, first) => {
    const response = await open(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(drawnText(response.body)).toContain(first);
    // The state the browser hydrates from travels as JSON, never as a script that runs.
    expect(response.body).toContain('<script type="application/json" id="server-state">');
  });

  it("styles the drawn page inline: the brand's colours, the shell's and the page's rules in one style element allowed by its hash", async () => {
    const response = await open('/cov/request/triage?product=PCW');
    const style = /<style>([^<]*)<\/style>/.exec(response.body)?.[1] ?? '';
    // The brand's colours come last, so they win over the defaults the shell's sheet declares.
    expect(style.slice(style.lastIndexOf(':root{'))).toMatch(/^:root\{--brand-primary:[^}]*\}$/);
    // The triage's own sheet and the shell's, as built, with no sheet left for the first paint to fetch.
    const built = await readdir(join(repoRoot, 'packages/web/dist/assets'));
    for (const prefix of ['TriageRoute-', 'main-']) {
      const sheet = built.find((file) => file.startsWith(prefix) && file.endsWith('.css')) ?? '';
      expect(style).toContain(await readFile(join(repoRoot, 'packages/web/dist/assets', sheet), 'utf8'));
    }
    expect(response.body).not.toMatch(/<link rel="stylesheet"/);
    const hash = createHash('sha256').update(style).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('asks for its scripts only after it has painted: none in the HTML, all in the one loader allowed by its hash', async () => {
    const response = await open('/cov/request/triage?product=PCW');
    const { body } = response;
    expect(body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const late = JSON.parse(
      /<script type="application\/json" id="late-scripts">([^<]*)<\/script>/.exec(body)?.[1] ?? '[]',
    );
    expect(late[0]).toMatch(/^\/assets\/main-[\w-]+\.js$/);
    expect(late.some((file: string) => file.includes('TriageRoute-'))).toBe(true);
    const loader = createHash('sha256').update(LATE_LOADER).digest('base64');
    expect(body).toContain(`<script>${LATE_LOADER}</script>`);
    expect(String(response.headers['content-security-policy'])).toContain(`'sha256-${loader}'`);
  });

  it('still redirects where the entry guards send the customer elsewhere', async () => {
    const signIn = await open('/cov/request/triage?product=MOTOR');
    expect(signIn.statusCode).toBe(302);
  });

  it('leaves pages that read what only the browser holds to the browser', async () => {
    const review = await open('/cov/request/review-and-confirm?product=PCW');
    expect(review.statusCode).toBe(200);
    expect(review.body).toContain('<div id="root"></div>');
  });
});
