/**
 * What holds the main thread on the bank's return: a customer proceeds to card payment, and the
 * bank sends the window back (`redirects;status=success`, no payment taken, so the page goes on to
 * card payment with the card error). At 4x CPU slowdown, prints each long animation frame (over
 * 50 ms) with the scripts that filled it (the browser's own attribution), and the frames' blocking
 * time. Expects `npm run build` done.
 *   BENCH_RUNS=3 npx tsx bench/web/returnFrames.ts
 */
import { launchBrowser } from '../../e2e/support/browser.ts';
import { startPortal } from '../../e2e/support/portal.ts';
import { benchDatabase } from '../api/benchDatabase.ts';
import { createPreparer, INCREASE_CAR } from '../api/prepare.ts';

interface Frame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  scripts: {
    duration: number;
    invoker: string;
    invokerType: string;
    sourceURL: string;
    sourceFunctionName: string;
    forcedStyleAndLayoutDuration: number;
  }[];
}

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const database = await benchDatabase(undefined);
const portal = await startPortal({
  DATABASE_URL: database.databaseUrl,
  TOKEN_RATE_LIMIT_MAX: '100000',
  BENCH_POLICIES: '100',
});
const preparer = createPreparer(`http://127.0.0.1:${portal.port}`, () => {});
const browser = await launchBrowser();
const at = (path: string) => `${portal.url('directline')}${path}`;
await preparer.startSession();
const file = (url: string) => url.replace(/.*\//, '') || '(page)';

for (const quote of await preparer.quotes(RUNS, INCREASE_CAR)) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(at(`/cov/accept/verification/${quote.token}?product=PCW`));
  await page.waitForURL(/quotation-opt/);
  await page.locator('input[type=checkbox]').first().check({ force: true });
  await page.getByRole('button', { name: 'Make payment' }).click();
  await page.getByRole('heading', { name: 'Your card details' }).waitFor();
  await page.addInitScript(() => {
    const frames: unknown[] = [];
    Object.assign(window, { __frames: frames });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) frames.push(entry.toJSON());
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(at('/cov/accept/redirects;status=success?product=PCW'));
  await page.getByRole('heading', { name: 'Your card details' }).waitFor();
  await page.waitForTimeout(2000);
  const frames = (await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames)) ?? [];
  console.log(`run: ${frames.length} long frames`);
  for (const frame of frames) {
    console.log(
      `  at ${frame.startTime.toFixed(0).padStart(5)} ms  ${frame.duration.toFixed(0).padStart(4)} ms (blocking ${frame.blockingDuration.toFixed(0)})`,
    );
    for (const script of frame.scripts)
      console.log(
        `      ${script.duration.toFixed(0).padStart(4)} ms  ${script.invokerType} ${script.invoker} → ${script.sourceFunctionName || '?'} in ${file(script.sourceURL)}${script.forcedStyleAndLayoutDuration ? `, forced layout ${script.forcedStyleAndLayoutDuration.toFixed(0)} ms` : ''}`,
      );
  }
  await context.close();
}
await browser.close();
await portal.stop();
await database.drop();
