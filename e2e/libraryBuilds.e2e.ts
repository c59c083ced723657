import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Portal, startPortal } from './support/portal.ts';

/** The server bundle `npm run build` made (packages/server/build.mjs). */
const dist = fileURLToPath(new URL('../packages/server/dist/', import.meta.url));

/**
 * Makes every development build of a library announce itself when it runs, by import or require.
 * (Node reads both of React's builds to learn an index file's exports; only running one counts.)
 */
const WATCH_DEVELOPMENT_BUILDS = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from 'node:module';
process.stderr.write('WATCHING LIBRARY BUILDS\\n');
registerHooks({
  load(url, context, next) {
    const loaded = next(url, context);
    if (!/\\.development\\.[cm]?js$/.test(url)) return loaded;
    const announce = 'process.stderr.write(' + JSON.stringify('DEVELOPMENT BUILD ' + url + '\\n') + ');';
    return { ...loaded, source: announce + String(loaded.source) };
  },
});`)}`;

/**
 * The server `npm start`, the browser tests and the benches run is the bundle: it must run every
 * library's production build, even when started with NODE_ENV unset or `test` (Vitest's), while
 * the portal's own mode stays the demo.
 */
describe('the served server', () => {
  it('bundles no development build of any library', async () => {
    const bundles = (await readdir(dist)).filter((file) => file.endsWith('.js'));
    expect(bundles).toContain('main.js');
    for (const file of bundles) {
      // esbuild heads each bundled module with its path: a development build would be named there.
      const text = await readFile(join(dist, file), 'utf8');
      expect(text.match(/^\/\/ .*node_modules\/.*\.development\.[cm]?js$/m)?.[0], file).toBeUndefined();
    }
  });

  describe('started as the browser tests start it, NODE_ENV=test', () => {
    let portal: Portal;
    beforeAll(async () => {
      portal = await startPortal({
        NODE_ENV: 'test',
        NODE_OPTIONS: `--import=${WATCH_DEVELOPMENT_BUILDS}`,
      });
      return () => portal.stop();
    }, 240_000);

    it('draws a page with production builds only, and keeps the demo', async () => {
      const hub = await fetch(portal.url(), { headers: { accept: 'text/html' } });
      expect(hub.status).toBe(200);
      // The web app's server render, which loads React from node_modules at run time.
      expect(await hub.text()).toContain('Demo policies');
      const logs = portal.logs.join('');
      expect(logs).toContain('WATCHING LIBRARY BUILDS');
      expect(logs).not.toContain('DEVELOPMENT BUILD');
      // The portal's own mode is still the demo's: its development pages are there.
      expect((await fetch(`${portal.url()}/dev/mailbox`)).status).toBe(200);
    });
  });
});
