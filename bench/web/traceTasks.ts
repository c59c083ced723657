/**
 * What holds a page's main thread: loads one page of the built app in Debian's Chromium at 4x CPU
 * slowdown (Lighthouse's mobile CPU), records a DevTools trace from the request to a second after
 * React runs it, and prints every task over 50 ms with what took its time. Lighthouse's TBT says
 * how much; this says which. Expects `npm run build` done.
 * Each run also sums the long tasks' time over 50 ms (Lighthouse's blocking time, measured on a
 * throttled run rather than simulated); `BENCH_RUNS=5` loads the page five times and prints the
 * median, steadier than one Lighthouse run.
 *   npx tsx bench/web/traceTasks.ts [path]       # default: a question step
 */
import { launchBrowser } from '../../e2e/support/browser.ts';
import { startPortal } from '../../e2e/support/portal.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { functionName?: string; url?: string } };
}

const path = process.argv[2] ?? '/con/request/your-details?product=PCW';
const LONG_TASK_US = 50_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
/** The scheduler's own wrappers around a task's work, which say nothing of what it was. */
const SCHEDULER = /RunTask|mojo|SimpleWatcher|MicrotaskCheckpoint/;

async function record(): Promise<TraceEvent[]> {
  const portal = await startPortal();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${portal.url('directline')}/`); // the newly started server's first page, unmeasured
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
    });
    await page.goto(`${portal.url('directline')}${path}`);
    // The customer's pages mark the moment React has them; the console has no such mark.
    if (path.startsWith('/ops/')) await page.waitForLoadState('networkidle');
    else await page.locator('html[data-running]').waitFor({ state: 'attached' });
    await page.waitForTimeout(1000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return trace.traceEvents;
  } finally {
    await browser.close();
    await portal.stop();
  }
}

/** Prints one run's long tasks with what filled each; answers its blocking time in ms. */
function report(events: TraceEvent[]): number {
  const mainThreads = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const tasksOf = (thread: TraceEvent) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X');
  // The page's renderer is the main thread that ran the most.
  const slices = mainThreads.map(tasksOf).sort((a, b) => b.length - a.length)[0] ?? [];
  const start = Math.min(...slices.map((event) => event.ts));
  const long = slices.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG_TASK_US);
  for (const task of long) {
    const end = task.ts + (task.dur ?? 0);
    const inside = slices
      .filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
      .filter((event) => (event.dur ?? 0) > 2000 && !SCHEDULER.test(event.name))
      .slice(0, 3)
      .map(
        (event) =>
          `${event.name}${event.args?.data?.functionName ? ` ${event.args.data.functionName}` : ''} ${ms(event.dur ?? 0)} ms`,
      );
    console.log(
      `  at ${ms(task.ts - start).padStart(5)} ms  ${ms(task.dur ?? 0).padStart(4)} ms  ${inside.join(', ')}`,
    );
  }
  return long.reduce((sum, task) => sum + (task.dur ?? 0) - LONG_TASK_US, 0) / 1000;
}

const ms = (us: number) => (us / 1000).toFixed(0);
console.log(`${path}: tasks over 50 ms on the main thread, 4x CPU slowdown (times from the first event)`);
const blocking: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  if (RUNS > 1) console.log(`run ${run}`);
  blocking.push(report(await record()));
}
const sorted = [...blocking].sort((a, b) => a - b);
console.log(
  `blocking time (sum over 50 ms): ${blocking.map((value) => value.toFixed(0)).join(', ')} ms; median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms`,
);
