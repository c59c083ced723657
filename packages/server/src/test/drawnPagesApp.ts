import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { serverRoot } from '../serverRoot.ts';
import { openTestDatabase, type TestDatabase } from './testDatabases.ts';

/** The repository's root, where the web app's build lives. */
export const repoRoot = join(serverRoot, '../..');

/**
 * The server with the web app's real build (client and server render), built first when it is
 * missing or stale, for the tests of the pages the server draws. Call it inside a
 * describe: it opens the app before the tests and closes it after; `open` GETs a page as a
 * browser on Direct Line asks for it.
 */
export function drawnPagesApp() {
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

  return {
    open: (url: string) =>
      app.inject({ method: 'GET', url, headers: { host: 'directline.localhost', accept: 'text/html' } }),
  };
}

/** What a reader sees of the drawn app: the text in #root, tags dropped. */
export const drawnText = (html: string) =>
  (/<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
