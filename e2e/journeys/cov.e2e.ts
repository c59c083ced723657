import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl } from '../support/appUrl.ts';
import { newPage } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import {
  atStep,
  expectHeading,
  expectReceivedEmail,
  expectRefused,
  fillYourDetails,
  next,
  screenshots,
  uniqueEmail,
  withEvidence,
} from './journeyDriver.ts';

/**
 * Change your vehicle (cov) on Direct Line: every step to the request-received email, with an
 * empty submit, a registration the vehicle lookup cannot find (manual entry), an amend from
 * review, axe on every screen and phone and desktop pictures of each step.
 */
const suite = usePortalAndBrowser();

async function step(page: Page, heading: string, name: string) {
  await atStep(page, heading, `cov ${name}`);
  await screenshots(page, `cov-${name}`);
}

async function eligibility(page: Page) {
  await step(page, 'Change your vehicle', 'eligibility');
  await page.getByRole('radio', { name: 'Yes, from today' }).check({ force: true });
  // "From today" fills the start date in: it is said, not asked.
  await page.getByText('Your change will start today.').waitFor();
  expect(await page.getByRole('group', { name: 'When would you like the change to start?' }).count()).toBe(0);
  // The rest is revealed once the start date is valid.
  await page.getByRole('radio', { name: 'Permanent' }).check({ force: true });
  await page.getByRole('checkbox', { name: /new vehicle is not modified/ }).check({ force: true });
  await step(page, 'Change your vehicle', 'eligibility-answered');
  await next(page);
}

async function vehicleDetails(page: Page) {
  await step(page, 'Your new vehicle', 'vehicle-details');
  await next(page);
  await expectRefused(page, 'Registration number is required', 'field-currentCarReg');
  await atStep(page, 'Your new vehicle', 'cov vehicle-details with errors');

  // A well-formed registration the DVLA lookup does not know: the customer describes the vehicle.
  await page.getByLabel('Registration number of the new vehicle').fill('ZZ99 ZZZ');
  await page.getByRole('button', { name: 'Find vehicle' }).click();
  await expect.poll(() => page.getByText("We couldn't find that vehicle.").count()).toBe(1);
  await page.getByLabel('Make').fill('Skoda');
  await page.getByLabel('Model').fill('Octavia');
  await page.getByLabel('Year of manufacture').selectOption('2020');
  await page.getByLabel('Fuel').selectOption({ index: 1 });
  await page.getByLabel('Transmission').selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: "I haven't bought this vehicle yet" }).check({ force: true });
  await page
    .getByRole('radiogroup', { name: 'Is the policyholder the owner of the vehicle?' })
    .getByRole('radio', { name: 'Yes' })
    .check({ force: true });
  await page
    .getByRole('radiogroup', { name: 'Is the policyholder the registered keeper of the vehicle?' })
    .getByRole('radio', { name: 'Yes' })
    .check({ force: true });
  await page
    .getByRole('radiogroup', { name: 'Will your annual mileage change?' })
    .getByRole('radio', { name: 'No' })
    .check({ force: true });
  await step(page, 'Your new vehicle', 'vehicle-details-answered');
  await next(page);
}

async function journey(page: Page) {
  const email = uniqueEmail('cov');
  await page.goto(appUrl(suite.portal.url('directline'), `/cov/request/eligibility?product=PCW`));
  await eligibility(page);

  await step(page, 'Your details', 'your-details');
  await fillYourDetails(page, email);
  await next(page);

  await vehicleDetails(page);

  await step(page, 'Review and confirm', 'review-and-confirm');
  const main = page.locator('main');
  await expect.poll(() => main.textContent()).toContain('SKODA OCTAVIA');

  // Amend from review: the mileage now changes.
  await page.getByRole('link', { name: /your new vehicle/i }).click();
  await expectHeading(page, 'Your new vehicle');
  await page
    .getByRole('radiogroup', { name: 'Will your annual mileage change?' })
    .getByRole('radio', { name: 'Yes' })
    .check({ force: true });
  await page.getByLabel('What will your estimated annual mileage be?').fill('9000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectHeading(page, 'Review and confirm');
  await expect.poll(() => main.textContent()).toContain('9,000');

  // Reloaded, review comes as the server's frame and fills in the answers the browser holds,
  // hydrated without a mismatch (React reports one on the console).
  const errors: string[] = [];
  const noteError = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  page.on('console', noteError);
  await page.reload();
  await page.locator('html[data-running]').waitFor();
  await expectHeading(page, 'Review and confirm');
  await expect.poll(() => main.textContent()).toContain('SKODA OCTAVIA');
  await expect.poll(() => main.textContent()).toContain('9,000');
  expect(await page.getByText('Loading your answers…').count()).toBe(0);
  page.off('console', noteError);
  expect(errors).toEqual([]);
  await next(page);

  await step(page, 'Some checks before you request your new quote...', 'important-information');
  for (const box of await page.getByRole('checkbox').all()) await box.check({ force: true });
  await page.getByRole('button', { name: 'Submit' }).click();

  await step(page, "We've received your request", 'success');
  expect(await page.evaluate(() => sessionStorage.getItem('mta-cov-form'))).toBeNull();
  await expectReceivedEmail(suite.browser, suite.portal, 'cov', email);
}

describe('change of vehicle (cov) on Direct Line', () => {
  it('completes every step, with manual vehicle entry after a failed lookup and an amend from review', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'cov', () => journey(page));
  });
});
