import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type Portal, startPortal } from './portal.ts';

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
  beforeAll(async () => {
    [suite.portal, suite.browser] = await Promise.all([startPortal(env), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.portal?.stop();
  });
  return suite;
}
