import type { Page } from 'playwright-core';
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
  londonDateDigits,
  londonDateShown,
  next,
  typeDate,
  uniqueEmail,
  withEvidence,
} from './journeyDriver.ts';

/**
 * Add a temporary vehicle (atv) on Direct Line: an end date too far after the start is refused,
 * an unknown registration opens manual entry and a known one is then found, the end date is
 * amended from review, and the request reaches the mailbox.
 */
const suite = usePortalAndBrowser();

const END_DATE = 'When would you like the change to end?';
const TOO_LATE = 'Date cannot be more than 30 days after the cover start date';
const yesTo = (page: Page, question: string) =>
  page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'Yes' }).check({ force: true });

async function eligibility(page: Page) {
  await atStep(page, 'Add a temporary vehicle', 'atv eligibility');
  await page.getByRole('radio', { name: 'Yes, from today' }).check({ force: true });
  // "From today" fills the start date in: it is said, not asked.
  await page.getByText('Your change will start today.').waitFor();
  expect(await page.getByRole('group', { name: 'When would you like the change to start?' }).count()).toBe(0);
  await typeDate(page, END_DATE, londonDateDigits(40));
  await page.getByRole('checkbox', { name: /temporary vehicle is not modified/ }).check({ force: true });
  await next(page);

  // Invalid submit: a temporary vehicle is covered for 30 days at most.
  await expectRefused(page, TOO_LATE, 'field-coverEndDate');
  await expect
    .poll(() => page.getByText("Please make sure you've answered all the questions.").count())
    .toBe(1);
  await typeDate(page, END_DATE, londonDateDigits(5));
  await next(page);
}

async function temporaryVehicle(page: Page) {
  await atStep(page, 'Your temporary vehicle', 'atv add-temporary-vehicle');
  const registration = page.getByLabel('Registration number of the temporary vehicle');
  const find = page.getByRole('button', { name: 'Find vehicle' });

  // Lookup failure: an unregistered plate leaves the customer to describe the vehicle.
  await registration.fill('ZZ99 ZZZ');
  await find.click();
  await expect.poll(() => page.getByText("We couldn't find that vehicle.").count()).toBe(1);
  await expect.poll(() => page.getByLabel('Make').count()).toBe(1);

  // A registered plate fills the vehicle in.
  await registration.fill('BK21 TWF');
  await find.click();
  await expect.poll(() => page.locator('main').textContent()).toContain('Vauxhall CORSA');
  await page.getByRole('checkbox', { name: /I'm not buying this vehicle/ }).check({ force: true });
  await yesTo(page, 'Is the policyholder the owner of the vehicle?');
  await yesTo(page, 'Is the policyholder the registered keeper of the vehicle?');
  await atStep(page, 'Your temporary vehicle', 'atv add-temporary-vehicle answered');
  await next(page);
}

async function journey(page: Page) {
  const email = uniqueEmail('atv');
  await page.goto(appUrl(suite.portal.url('directline'), `/atv/request/eligibility?product=PCW`));
  await eligibility(page);

  await atStep(page, 'Your details', 'atv your-details');
  await fillYourDetails(page, email);
  await next(page);

  await temporaryVehicle(page);

  await atStep(page, 'Review and confirm', 'atv review-and-confirm');
  const main = page.locator('main');
  await expect.poll(() => main.textContent()).toContain('BK21 TWF');
  await expect.poll(() => main.textContent()).toContain(londonDateShown(5));

  // Amend from review: the dates section, a later end date, Confirm, back on review.
  await page.getByRole('link', { name: /Amend dates/ }).click();
  await expectHeading(page, 'Add a temporary vehicle');
  await typeDate(page, END_DATE, londonDateDigits(7));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectHeading(page, 'Review and confirm');
  await expect.poll(() => main.textContent()).toContain(londonDateShown(7));
  expect(await main.textContent()).not.toContain(londonDateShown(5));
  await next(page);

  await atStep(page, 'Some checks before you request your new quote...', 'atv important-information');
  for (const box of await page.getByRole('checkbox').all()) await box.check({ force: true });
  await page.getByRole('button', { name: 'Submit' }).click();

  await atStep(page, "We've received your request", 'atv success');
  await expectReceivedEmail(suite.browser, suite.portal, 'atv', email);
}

describe('add a temporary vehicle (atv) on Direct Line', () => {
  it('completes every step, refusing a too-late end date and falling back to manual entry', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'atv', () => journey(page));
  });
});
