import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl } from './support/appUrl.ts';
import { newPage, PHONE } from './support/browser.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * A customer who answers the drawn page at once, on a slow phone: the browser takes the page over
 * in slices (app/render.tsx) while they type, choose and tick, by keyboard. Every answer must
 * reach the form, whether given before the scripts ran, while React hydrated, or after: the
 * step goes on to the next without one "is required". Three times, the scripts coming at different moments.
 */
const suite = usePortalAndBrowser();

/** The step's answers, each given by keyboard or a press, typed key by key. */
const answers: ((page: Page) => Promise<unknown>)[] = [
  (page) => page.getByLabel("Policyholder's first name").pressSequentially('Amelia', { delay: 40 }),
  (page) => page.getByLabel("Policyholder's last name").pressSequentially('Hart', { delay: 40 }),
  (page) => page.getByRole('radio', { name: 'Yes' }).check({ force: true }),
  (page) => page.getByLabel('Postcode').pressSequentially('LS1 4AP', { delay: 40 }),
  (page) => page.getByLabel('Day').selectOption('14'),
  (page) => page.getByLabel('Month').selectOption('03'),
  (page) => page.getByLabel('Year').selectOption('1985'),
  (page) =>
    page.getByLabel('Email address').pressSequentially(`amelia.${Date.now()}@example.com`, { delay: 20 }),
  (page) => page.getByLabel('Contact number').pressSequentially('07700900123', { delay: 20 }),
  (page) => page.getByLabel('Current vehicle registration').pressSequentially('YA19 KXR', { delay: 20 }),
  (page) => page.getByLabel('Policy number').pressSequentially('10000001', { delay: 20 }),
  (page) => page.getByRole('checkbox').check({ force: true }),
];

describe('answers given while the drawn page is taken over', () => {
  // The scripts come before any answer, after the first, and after four (a radio among them).
  for (const givenFirst of [0, 1, 4])
    it(`all reach the form on a 6x slower CPU, the scripts coming after ${givenFirst} answer(s)`, async () => {
      // Not waiting for the page to run on opening it, as every other test does (support/browser.ts).
      const page = await newPage(suite.browser, PHONE, { awaitRunning: false });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      // The scripts are held until those answers are given, as on a slow network.
      let scriptsMayLoad = () => {};
      const held = new Promise<void>((resolve) => {
        scriptsMayLoad = resolve;
      });
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(appUrl(suite.portal.url('directline'), '/con/request/your-details?product=PCW'), {
        waitUntil: 'commit',
      });
      await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
      for (const [index, answer] of answers.entries()) {
        if (index === givenFirst) scriptsMayLoad();
        await answer(page);
      }
      await page.locator('html[data-running]').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your new name');
      await page.context().close();
    });
});
