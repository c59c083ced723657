import { BRANDS } from '@portal/domain/brands/registry';
import { accessibleForms } from '@portal/domain/guards';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl } from './support/appUrl.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import type { Portal } from './support/portal.ts';
import { startTestPortal } from './support/testPortal.ts';

/**
 * The accessibility sweep: on every brand, the hub, each built journey's first page and the shell's
 * own pages pass axe (WCAG 2.2 A/AA) and fit a 320 px wide screen without sideways scrolling.
 * Each check is named after its brand and screen, so a failure says where.
 */
let portal: Portal;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  portal = await startTestPortal();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 320, height: 640 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function check(url: string, screen: string) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${screen} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
  await expectAccessible(page, screen);
}

for (const brand of Object.values(BRANDS)) {
  describe(`${brand.displayName}`, () => {
    it('hub, not found, and session pages', async () => {
      const base = portal.url(brand.host);
      await check(appUrl(base, `/`), `${brand.code} hub`);
      await check(appUrl(base, `/error`), `${brand.code} page not found`);
      const form = accessibleForms(brand.code)[0];
      if (form) {
        await check(
          appUrl(base, `/${form.form}/request/session-ended?product=${form.product}`),
          `${brand.code} session ended`,
        );
        await check(
          appUrl(base, `/${form.form}/accept/invalid-token?product=${form.product}`),
          `${brand.code} invalid token`,
        );
      }
    });

    it('the first page of every journey it offers', async () => {
      for (const entry of accessibleForms(brand.code)) {
        const query = `product=${entry.product}${entry.brandParam ? `&brand=${entry.brandParam}` : ''}`;
        await check(
          appUrl(portal.url(brand.host), `/${entry.form}/request/triage?${query}`),
          `${brand.code} ${entry.form} start`,
        );
      }
    });
  });
}
