import { MESSAGES } from '@portal/domain/rules/messages';
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
  next,
  typeDate,
  uniqueEmail,
  withEvidence,
} from './journeyDriver.ts';

/**
 * Add a driver (aad) on Direct Line: the eligibility refusal for a permanent driver new to the
 * UK, a driver with a claim, an amend from review, and a save tampered on the way that the
 * server refuses with the browser's own message.
 */
const suite = usePortalAndBrowser();

const NOT_RESIDENT = 'We can only add a permanent driver who has lived in the UK for the last 12 months.';
const SAVE = '**/mta-api/mta/aad/save';
/** The group is scrolled into view first: its visually hidden inputs cannot scroll themselves. */
async function answer(page: Page, question: string, option: string) {
  const group = page.getByRole('radiogroup', { name: question });
  await group.scrollIntoViewIfNeeded();
  await group.getByRole('radio', { name: option, exact: true }).check({ force: true });
}

async function eligibility(page: Page) {
  await atStep(page, 'Add a driver', 'aad eligibility');
  await page.getByRole('radio', { name: 'Yes, from today' }).check({ force: true });
  // "From today" fills the start date in: it is said, not asked.
  await page.getByText('Your change will start today.').waitFor();
  expect(await page.getByRole('group', { name: 'When would you like the change to start?' }).count()).toBe(0);
  await page.getByRole('radio', { name: 'Permanent' }).check({ force: true });
  const resident = 'Has the driver lived in the UK continuously for the last 12 months?';
  await answer(page, resident, 'No');
  await page.getByRole('checkbox', { name: /has not been refused insurance/ }).check({ force: true });

  // Invalid submit: a permanent driver must have lived here for a year.
  await next(page);
  await expectRefused(page, NOT_RESIDENT, 'field-ukResident');
  await answer(page, resident, 'Yes');
  await next(page);
}

async function aboutTheDriver(page: Page) {
  await atStep(page, 'About the driver', 'aad add-driver');
  await page.getByLabel("Driver's first name").fill('Noah');
  await page.getByLabel("Driver's last name").fill('Hart');
  await page.getByLabel('Day', { exact: true }).selectOption('02');
  await page.getByLabel('Month', { exact: true }).selectOption('07');
  await page.getByLabel('Year', { exact: true }).selectOption('1990');
  await answer(page, "Driver's gender", 'Male');
  await page.getByLabel('Type of driving licence').selectOption('FULL_UK');
  await page.getByLabel('How many years has the driver held this licence?').selectOption('9');
  await page.getByLabel("Driver's occupation").fill('Teacher');
  await page.getByLabel("Driver's relationship to the policyholder").selectOption('Spouse/Partner');
  await answer(page, 'Has the driver lived in the UK since birth?', 'Yes');
  await answer(page, 'Has the driver had any claims or losses in the last 3 years?', 'Yes');
  await page.getByRole('button', { name: 'Add a claim' }).click();
  await typeDate(page, 'Date of the claim', londonDateDigits(-200));
  await page.getByLabel('Type of claim').selectOption('Windscreen');
  await answer(page, 'Was the driver at fault?', 'No');
  await answer(page, 'Has the driver had any motoring convictions in the last 5 years?', 'No');
  await atStep(page, 'About the driver', 'aad add-driver answered');
  await next(page);
}

async function journey(page: Page) {
  const email = uniqueEmail('aad');
  await page.goto(appUrl(suite.portal.url('directline'), `/aad/request/eligibility?product=PCW`));
  await eligibility(page);

  await atStep(page, 'Your details', 'aad your-details');
  await fillYourDetails(page, email, '10000002');
  await next(page);

  await aboutTheDriver(page);

  await atStep(page, 'Review and confirm', 'aad review-and-confirm');
  const main = page.locator('main');
  await expect.poll(() => main.textContent()).toContain('Windscreen');

  // Amend from review: the driver's occupation.
  await page.getByRole('link', { name: /the new driver/i }).click();
  await expectHeading(page, 'About the driver');
  await page.getByLabel("Driver's occupation").fill('Nurse');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectHeading(page, 'Review and confirm');
  await expect.poll(() => main.textContent()).toContain('Nurse');
  expect(await main.textContent()).not.toContain('Teacher');
  await next(page);

  await atStep(page, 'Some checks before you request your new quote...', 'aad important-information');
  for (const box of await page.getByRole('checkbox').all()) await box.check({ force: true });

  // The server judges the answers it receives, not the ones the browser checked: a driver
  // made ten years old on the way is refused with the browser's own age message.
  await page.route(SAVE, async (route) => {
    const body = route.request().postDataJSON() as { answers: Record<string, unknown> };
    const tenYearsOld = `02/07/${new Date().getFullYear() - 10}`;
    await route.continue({
      postData: JSON.stringify({ ...body, answers: { ...body.answers, dob: tenYearsOld } }),
    });
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toContain(MESSAGES.ageTooYoung);
  await expectHeading(page, 'Some checks before you request your new quote...');
  await page.unroute(SAVE);

  await page.getByRole('button', { name: 'Submit' }).click();
  await atStep(page, "We've received your request", 'aad success');
  await expectReceivedEmail(suite.browser, suite.portal, 'aad', email);
}

describe('add a driver (aad) on Direct Line', () => {
  it('completes every step with a claim, refusing an ineligible driver and a tampered save', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'aad', () => journey(page));
  });
});
