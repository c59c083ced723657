import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { BRANDS } from '@portal/domain/brands/registry';
import { accessibleForms } from '@portal/domain/journeyLinks';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUrl } from './support/appUrl.ts';
import { expectAccessible } from './support/axe.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * The accessibility sweep: on every brand, the hub and the shell's own pages, and every built
 * journey's first page, pass axe (WCAG 2.2 A/AA) and fit a 320 px wide screen without sideways
 * scrolling. Each check is named after its brand and screen, so a failure says where.
 */
const suite = usePortalAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await (await suite.browser.newContext({ viewport: { width: 320, height: 640 } })).newPage();
});

async function check(url: string, screen: string) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${screen} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
  await expectAccessible(page, screen);
}

/**
 * A journey's first page is checked on the first brand that offers it, and each brand's first
 * journey on that brand too, for its colours and words on a question page: the same journey on
 * a third brand is the same page in colours its hub and shell pages have already passed.
 * (Every brand's every journey was 60 pages, two fifths of the browser suite's longest file.)
 */
const checkedJourneys = new Set<string>();
function journeysToCheck(brand: DeploymentBrand) {
  return accessibleForms(brand).filter((entry, index) => {
    const key = `${entry.form} ${entry.product} ${entry.brandParam ?? ''}`;
    const unchecked = !checkedJourneys.has(key);
    checkedJourneys.add(key);
    return unchecked || index === 0;
  });
}

for (const brand of Object.values(BRANDS)) {
  const journeys = journeysToCheck(brand.code);
  describe(`${brand.displayName}`, () => {
    it('hub, not found, and session pages', async () => {
      const base = suite.portal.url(brand.host);
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

    it(`the first page of ${journeys.length} of the ${accessibleForms(brand.code).length} journeys it offers`, async () => {
      for (const entry of journeys) {
        const query = `product=${entry.product}${entry.brandParam ? `&brand=${entry.brandParam}` : ''}`;
        await check(
          appUrl(suite.portal.url(brand.host), `/${entry.form}/request/triage?${query}`),
          `${brand.code} ${entry.form} start`,
        );
      }
    });
  });
}
