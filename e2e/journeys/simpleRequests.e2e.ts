import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { type Portal, startPortal } from '../support/portal.ts';
import {
  atStep,
  expectReceivedEmail,
  fillYourDetails,
  next,
  screenshots,
  uniqueEmail,
  withEvidence,
} from './journeyDriver.ts';

/**
 * The simple request journeys of the documents issue, each by its visible labels on a phone:
 * an empty step refused with the form's own messages, the form's questions, review, the robot
 * check, and the confirmation email.
 */
let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Ticks the ALTCHA checkbox and waits for the proof of work to finish. */
async function passBotCheck(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /robot/i }).click({ force: true });
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          (document.querySelector('altcha-widget') as unknown as { getState(): string } | null)?.getState(),
        ),
      { timeout: 20_000 },
    )
    .toBe('verified');
}

async function submitAndExpectSuccess(page: Page, label: string, successHeading: string) {
  await passBotCheck(page);
  await page.getByRole('button', { name: label, exact: true }).click();
  await atStep(page, successHeading, 'success');
}

describe('simple requests on Direct Line', () => {
  it('com: refuses an empty mileage, then sends the new estimate', async () => {
    const page = await newPage(browser);
    await withEvidence(page, 'com', async () => {
      await page.goto(`${portal.url('directline')}/#/com/request/your-details?product=PCW`);
      await atStep(page, 'Your details', 'com your-details');
      const email = uniqueEmail('com');
      await fillYourDetails(page, email);
      await next(page);
      await atStep(page, 'Your annual mileage', 'com mileage-details');
      await next(page);
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toContain('Estimated annual mileage is required');
      await page.getByLabel('New estimated annual mileage').fill('6000');
      await page.getByRole('radio', { name: 'Retirement' }).check({ force: true });
      await next(page);
      await atStep(page, 'Review and confirm', 'com review');
      await expect.poll(() => page.locator('main').textContent()).toContain('6,000');
      await screenshots(page, 'com-review');
      // Sending without the robot check says what is missing and sends nothing.
      await page.getByRole('button', { name: 'Accept and send', exact: true }).click();
      await expect.poll(() => page.locator('#botCheck').textContent()).toContain('Field is required');
      await submitAndExpectSuccess(page, 'Accept and send', "We've received your request");
      await expect.poll(() => page.locator('main').textContent()).toContain('within 60 days');
      await expectReceivedEmail(browser, portal, 'com', email);
    });
  });
});
