/**
 * First-load JavaScript of a page: every script the browser fetches until the page is settled,
 * measured gzip-compressed (level 9, as a CDN would serve it). Prints KB per file and the total.
 *   npx tsx bench/web/firstLoad.ts [path]
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { startPortal } from '../../e2e/support/portal.ts';

const path = process.argv[2] ?? '/con/request/your-details?product=PCW';
// BENCH_SERVER_ROOT=<a built checkout> measures another build (give it a hash path if it predates paths).
const portal = await startPortal({}, process.env.BENCH_SERVER_ROOT || undefined);
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
const scripts = new Map<string, number>();
page.on('response', async (response) => {
  if (response.request().resourceType() !== 'script') return;
  const body = await response.body().catch(() => Buffer.alloc(0));
  scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
});
await page.goto(`${portal.url('directline')}${path}`, { waitUntil: 'networkidle' });
await page.getByRole('heading', { level: 1 }).first().waitFor();
await page.waitForLoadState('networkidle');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
for (const [file, bytes] of [...scripts].sort((a, b) => b[1] - a[1]))
  console.log(`${kb(bytes).padStart(7)} KB  ${file}`);
const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
console.log(`first-load JS for ${path}: ${kb(total)} KB gzip in ${scripts.size} files`);
await browser.close();
await portal.stop();
