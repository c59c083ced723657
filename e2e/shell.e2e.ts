import { hasJourney } from '@portal/domain/forms';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';

/**
 * The shell of shell-and-routing.md §4: entry guards (with the query kept on every redirect)
 * and the session timeout, on a portal whose session lasts 125 s so the warning shows after 5 s.
 */
let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal({ SESSION_SECONDS: '125' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** External brand sites are answered locally so a redirect can be seen without leaving the machine. */
async function catchExternal(page: Page): Promise<void> {
  await page.route(/^https:\/\/(?!.*localhost)/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>external</title><h1>external</h1>',
    }),
  );
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

describe('entry guards', () => {
  it('sends a form the brand does not offer to Page not found, keeping the query', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url('greenflag')}/#/aad/request/your-details?product=MOTOR&brand=`);
    await expect.poll(() => heading(page)).toBe('Page not found');
    expect(page.url()).toContain('#/error?product=MOTOR');
    await expectAccessible(page, 'page not found');
  });

  it('sends Direct Line motor customers to sign in, where the spec says so', async () => {
    const page = await newPage(browser);
    await catchExternal(page);
    await page.goto(`${portal.url('directline')}/#/cov/request/your-details?product=MOTOR`);
    await expect.poll(() => page.url()).toMatch(/sign-in/);
  });

  it('lets the same journey in through a product the brand serves online', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url('directline')}/#/con/request/your-details?product=pcw`);
    await expect.poll(() => heading(page)).toBe('Your details');
    // The query is upper-cased and kept.
    await page.getByRole('link', { name: 'Back' }).waitFor();
    expect(page.url()).toContain('product=pcw');
  });

  // Home lapse on Nationwide while it is not built (hcoa, used before, now is); skipped once it is.
  it.skipIf(hasJourney('lapse'))(
    'says plainly when a journey the brand offers is not online yet, and the hub does not offer it',
    async () => {
      const page = await newPage(browser);
      await page.goto(`${portal.url('nationwide')}/#/lapse/request/eligibility?product=HOME`);
      await expect.poll(() => heading(page)).toMatch(/is not available online yet$/);
      expect(await page.getByRole('link', { name: /^0\d/ }).first().isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Chat with us' }).isVisible()).toBe(true);
      await expectAccessible(page, 'not online yet');

      await page.goto(`${portal.url('nationwide')}/#/`);
      await expect.poll(() => heading(page)).toBe('Policy change portal');
      expect(await page.locator('a[href*="#/lapse/"]').count()).toBe(0);
    },
  );

  it('refuses Nationwide renewal preference for an unknown partner and accepts a manufacturer', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url('nationwide')}/#/mar/request/eligibility`);
    await expect.poll(() => heading(page)).toBe('Page not found');
    await page.goto(`${portal.url('nationwide')}/#/mar/request/eligibility?brand=skoda`);
    await expect.poll(() => page.url()).not.toContain('#/error');
  });
});

describe('session timeout', () => {
  it('warns two minutes before the end, counts down as mm:ss, and Yes keeps the session', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url('directline')}/#/con/request/your-details?product=PCW`);
    const dialog = page.getByRole('alertdialog', { name: 'Session Timeout' });
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.textContent()).toMatch(/Are you still there\?.*\d{2}:\d{2}/);
    await expectAccessible(page, 'session timeout modal');

    await page.getByRole('button', { name: 'Yes, continue' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await heading(page)).toBe('Your details');
  });

  it('keeps other tabs in step: continuing in one closes the warning in both', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await first.goto(`${portal.url('directline')}/#/con/request/your-details?product=PCW`);
    const second = await context.newPage();
    await second.goto(`${portal.url('directline')}/#/con/request/your-details?product=PCW`);
    await second.getByRole('alertdialog').waitFor({ timeout: 15_000 });
    await first.getByRole('alertdialog').waitFor({ timeout: 15_000 });
    await second.keyboard.press('Escape');
    await expect.poll(() => first.getByRole('alertdialog').count(), { timeout: 5_000 }).toBe(0);
    await context.close();
  });

  it('No, clear data ends the session and clears what was typed', async () => {
    const page = await newPage(browser);
    await page.goto(`${portal.url('directline')}/#/con/request/your-details?product=PCW`);
    await page.getByLabel("Policyholder's first name").fill('Amelia');
    await page.getByRole('alertdialog').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'No, clear data' }).click();
    await expect.poll(() => heading(page)).toBe('Session ended');
    expect(await page.locator('main').textContent()).toContain('We have cleared your session data');
    expect(await page.evaluate(() => sessionStorage.getItem('mta-con-form'))).toBeNull();
    expect(page.url()).toContain('product=PCW');
    await expectAccessible(page, 'session ended');
  });
});
