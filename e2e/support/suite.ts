import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import type { Portal } from './portal.ts';
import { startTestPortal } from './testPortal.ts';

export interface Suite {
  readonly portal: Portal;
  readonly browser: Browser;
}

/**
 * One real server and one Chromium for a whole test file: started together before its tests,
 * stopped after them. Read `suite.portal` and `suite.browser` inside tests, once they exist.
 */
export function usePortalAndBrowser(env: Record<string, string> = {}): Suite {
  const suite = {} as { portal: Portal; browser: Browser };
  let stop = async () => {};
  beforeAll(async () => {
    const [portal, browser] = [startTestPortal(env), launchBrowser()];
    // Whatever starts is stopped, even after the start outran its hook's time limit: otherwise a
    // late server and Chromium would run beside every later file of the worker.
    stop = async () => {
      await Promise.allSettled([browser.then((each) => each.close()), portal.then((each) => each.stop())]);
    };
    [suite.portal, suite.browser] = await Promise.all([portal, browser]);
  });
  // A failed test says what each open page showed, as the customer would have read it.
  afterEach(async ({ task }) => {
    if (!task.result?.errors?.length || !suite.browser) return;
    for (const page of suite.browser.contexts().flatMap((context) => context.pages())) {
      const shown = await page
        .evaluate(() => {
          const heading = document.querySelector('h1')?.textContent;
          const alerts = Array.from(document.querySelectorAll('[role=alert]'), (alert) => alert.textContent);
          return `${location.href} | h1: ${heading} | alerts: ${alerts.join(' / ')}`;
        })
        .catch((error: Error) => `(page unreadable: ${error.message})`);
      console.error(`[${task.name}] page showed: ${shown}`);
    }
  });
  afterAll(() => stop());
  return suite;
}
