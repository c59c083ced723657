import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brandSettings } from '@portal/domain/brands/registry';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase, type TestDatabase } from '../test/testDatabases.ts';

const FORWARDER = "if(location.hash.indexOf('#/')===0)location.replace(location.hash.slice(1))";
const INDEX = `<!doctype html><html><head><script>${FORWARDER}</script><title>Portal</title></head><body></body></html>`;
const TOKEN = 'T'.repeat(43);
const LINK_TRIES = 5;

describe('customer pages by path', () => {
  let dist: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'main-B9DElDP8.js'), 'console.log(1)');
    database = await openTestDatabase('pglite');
    const config = loadConfig({
      WEB_DIST: dist,
      RATE_LIMIT_MAX: '100000',
      TOKEN_RATE_LIMIT_MAX: String(LINK_TRIES),
      BOT_CHECK: 'off',
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    app = await buildApp({ config, database, logger: { level: 'debug', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const open = (url: string, host = 'directline.localhost') =>
    app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

  it("answers a journey page with the app's HTML, its one inline script allowed by hash", async () => {
    const response = await open('/cov/request/triage?product=PCW');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Portal</title>');
    const hash = createHash('sha256').update(FORWARDER).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the strict CSP everywhere else', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('runs the entry guards on the first request: an HTTP redirect, keeping the query', async () => {
    const signIn = await open('/cov/request/triage?product=MOTOR');
    expect(signIn.statusCode).toBe(302);
    expect(signIn.headers.location).toBe(brandSettings('DIRECTLINE').links.signIn);
    const notOffered = await open('/aad/request/your-details?product=MOTOR&brand=', 'greenflag.localhost');
    expect(notOffered.statusCode).toBe(302);
    expect(notOffered.headers.location).toBe('/error?product=MOTOR&brand=');
    const bare = await open('/cov?product=PCW');
    expect(bare.headers.location).toBe('/cov/request/triage?product=PCW');
    const renamed = await open('/autorenewal/request/eligibility?product=HOME');
    expect(renamed.headers.location).toBe('/renpref/request/eligibility?product=HOME');
  });

  it('sends any path naming no form of ours to the brand site, journey-shaped or not', async () => {
    const unknownForm = await open('/nonsense/request/triage?product=PCW');
    expect(unknownForm.statusCode).toBe(302);
    expect(unknownForm.headers.location).toBe(brandSettings('DIRECTLINE').links.fallback);
    const elsewhere = await open('/about-us');
    expect(elsewhere.statusCode).toBe(302);
    expect(elsewhere.headers.location).toBe(brandSettings('DIRECTLINE').links.fallback);
    expect((await open('/error?product=PCW')).statusCode).toBe(200);
    expect((await open('/')).statusCode).toBe(200);
  });

  it('leaves API paths and missing files to the NOT_FOUND envelope', async () => {
    for (const url of ['/mta-api/mta/no/such/route', '/assets/missing.js']) {
      const response = await open(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'Page not found' });
    }
    const script = await open('/assets/main-B9DElDP8.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
  });

  it('never caches or logs the emailed link, whose path holds its token', async () => {
    const response = await open(`/cov/accept/verification/${TOKEN}?product=PCW`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(logged.join('')).toContain('/cov/accept/verification/[token]');
    expect(logged.join('')).not.toContain(TOKEN);
  });

  it("limits tries at an emailed link's page as the API limits its token checks, and no other page", async () => {
    const answers: number[] = [];
    for (let i = 0; i < LINK_TRIES + 3; i++)
      answers.push((await open(`/cov/accept/verification/${'U'.repeat(43)}?product=PCW`)).statusCode);
    expect(answers).toContain(429);
    expect(answers.filter((status) => status !== 429).length).toBeLessThanOrEqual(LINK_TRIES);
    expect((await open('/cov/request/triage?product=PCW')).statusCode).toBe(200);
  });
});
