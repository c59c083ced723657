/**
 * Where a page's script time goes: loads one page of the built app in Debian's Chromium at 4x CPU
 * slowdown, records V8's CPU profile from the request to a second after React runs the page, and
 * prints self time by source file (through the chunks' sourcemaps) and the functions that took
 * most. The trace (`traceTasks.ts`) says which tasks are long; this says what filled them. A
 * module's own top-level code shows as `(module body)`: builtins it calls (an `Intl` formatter
 * built at import) count there. Expects `npm run build` done.
 *   npx tsx bench/web/cpuProfile.ts [path]       # default: a question step
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { startPortal } from '../../e2e/support/portal.ts';
import { sourceLookup } from './sourceMap.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const path = process.argv[2] ?? '/con/request/your-details?product=PCW';
const TOP = 25;
const assets = fileURLToPath(new URL('../../packages/web/dist/assets/', import.meta.url));

async function record(): Promise<Profile> {
  const portal = await startPortal();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${portal.url('directline')}/`); // the newly started server's first page, unmeasured
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${portal.url('directline')}${path}`);
    // The customer's pages mark the moment React has them; the console has no such mark.
    if (path.startsWith('/ops/')) await page.waitForLoadState('networkidle');
    else await page.locator('html[data-running]').waitFor({ state: 'attached' });
    await page.waitForTimeout(1000);
    return (await cdp.send('Profiler.stop')).profile as Profile;
  } finally {
    await browser.close();
    await portal.stop();
  }
}

const lookups = new Map<string, ReturnType<typeof sourceLookup> | undefined>();
/** The source file behind a profiled function: `zod/v4/core/core.js`, `src/shell/Footer.tsx`. */
function sourceOf({ url, lineNumber, columnNumber, functionName }: ProfileNode['callFrame']): string {
  const chunk = url.match(/\/assets\/([^/?#]+\.js)$/)?.[1];
  if (!chunk) return url ? 'the page (inline scripts)' : `(${functionName})`;
  if (!lookups.has(chunk))
    lookups.set(
      chunk,
      existsSync(`${assets}${chunk}.map`) ? sourceLookup(`${assets}${chunk}.map`) : undefined,
    );
  if (lineNumber <= 0 && columnNumber <= 0) return `${chunk} (module body)`;
  const source = lookups.get(chunk)?.(lineNumber, columnNumber);
  return source ? source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '') : chunk;
}

const add = <Key>(totals: Map<Key, number>, key: Key, us: number) =>
  totals.set(key, (totals.get(key) ?? 0) + us);
const print = (title: string, totals: Map<string, number>) => {
  console.log(title);
  for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`  ${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`);
};

const profile = await record();
const selfUs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  add(selfUs, id, profile.timeDeltas[index] ?? 0);
});
const bySource = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  const source = sourceOf(node.callFrame);
  add(bySource, source, us);
  if (node.callFrame.url) add(byFunction, `${node.callFrame.functionName || '(anonymous)'} in ${source}`, us);
}
console.log(`${path}: CPU self time at 4x slowdown, from the request to a second after React runs it`);
print('By source file', bySource);
print('By function (built names)', byFunction);
