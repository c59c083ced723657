import { brandSettings } from '@portal/domain/brands/registry';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl } from './support/appUrl.ts';
import { expectAccessible } from './support/axe.ts';
import { PHONE } from './support/browser.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * Issue 24: the server answers the hub, a journey's triage and a question step with the first
 * screen drawn and styled, so a customer reads it before any script runs; with scripts on, the
 * browser takes that page over (hydrates) without React throwing it away, and the journey goes on.
 */
const suite = usePortalAndBrowser();

const PAGES = [
  {
    path: '/',
    heading: 'Policy change portal',
    first: (page: Page) => page.getByRole('link', { name: 'Change your vehicle' }),
  },
  {
    path: '/cov/request/triage?product=PCW',
    heading: 'Find your policy',
    first: (page: Page) => page.getByLabel('Current vehicle registration'),
  },
  {
    path: '/con/request/your-details?product=PCW',
    heading: 'Your details',
    first: (page: Page) => page.getByRole('radiogroup', { name: 'Are you the policyholder?' }),
  },
] as const;

async function openPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    javaScriptEnabled,
  });
  return context.newPage();
}

/** Console errors and uncaught errors: a hydration mismatch is reported through both. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('the first screen comes from the server', () => {
  for (const { path, heading, first } of PAGES)
    it(`draws ${path} with no script, styled`, async () => {
      const page = await openPage(suite.browser, false);
      const sheets: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'stylesheet' && response.ok()) sheets.push(response.url());
      });
      await page.goto(appUrl(suite.portal.url('directline'), path));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(await first(page).count()).toBe(1);
      // Styled by the rules in the HTML itself: the first paint fetched no style sheet, and the
      // brand's colours (not the shell's defaults) are on the page.
      expect(sheets).toEqual([]);
      const accent = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
      );
      expect(accent).toBe(brandSettings('DIRECTLINE').colours.primary);
      await page.context().close();
    });

  for (const { path, heading, first } of PAGES)
    it(`hydrates ${path} without a mismatch`, async () => {
      const page = await openPage(suite.browser, true);
      const errors = collectErrors(page);
      // The session is set up once the page has been taken over: after that the app is running.
      const started = page.waitForResponse((response) => /\/initialize\//.test(response.url()));
      await page.goto(appUrl(suite.portal.url('directline'), path));
      await started;
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(await first(page).count()).toBe(1);
      expect(errors).toEqual([]);
      await expectAccessible(page, `${path} hydrated`);
      await page.context().close();
    });

  it('goes on from the triage it drew: the hydrated page answers', async () => {
    const page = await openPage(suite.browser, true);
    const errors = collectErrors(page);
    const started = page.waitForResponse((response) => /\/initialize\//.test(response.url()));
    await page.goto(appUrl(suite.portal.url('directline'), '/cov/request/triage?product=PCW'));
    await started;
    await page.getByLabel('Current vehicle registration').fill('ya19 kxr');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.url()).toContain('/cov/request/eligibility?product=PCW');
    await page.getByRole('heading', { level: 1, name: 'Change your vehicle' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
