import { ERROR_CODES } from '@portal/domain/errors';
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
  londonDateShown,
  next,
  uniqueEmail,
  withEvidence,
} from './journeyDriver.ts';

/**
 * Change your address (coa) on Direct Line: MOVED sets the start date to today, an empty
 * address step is refused, a valid postcode the address book does not hold gets the spec's
 * message, an address is found and chosen, amended from review, and the request is emailed.
 */
const suite = usePortalAndBrowser();

const NOT_FOUND =
  "This address can't be found with that postcode. Please try correcting it, or chat with one of our agents who can help you proceed.";

async function eligibility(page: Page) {
  await atStep(page, 'Change your address', 'coa eligibility');
  await page.getByRole('radio', { name: "Yes, I've already moved" }).check({ force: true });
  // MOVED fills the move date with today.
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem('mta-coa-form') ?? '{}').coverStartDate),
    )
    .toBe(londonDateShown());
  await page.getByText('Your change of address will start today.').waitFor();
  await page.getByRole('checkbox', { name: /kept at the new address overnight/ }).check({ force: true });
  await next(page);
}

/** Finds the addresses at a postcode and picks the one at `index` in the list. */
async function chooseAddress(page: Page, postcode: string, index: number): Promise<string> {
  await page.getByRole('textbox', { name: 'New postcode' }).fill(postcode);
  await page.getByRole('button', { name: 'Find your address' }).click();
  const address = page.getByRole('combobox', { name: 'Address' });
  await expect.poll(() => address.locator('option').count()).toBeGreaterThan(index);
  await address.selectOption({ index });
  return (await address.locator('option:checked').textContent()) ?? '';
}

async function newAddress(page: Page): Promise<string> {
  await atStep(page, 'Your new address', 'coa address-details');
  await next(page);
  await expectRefused(page, MESSAGES.postcodeRequired, 'field-postcode');

  // A real postcode with no addresses in the book.
  await page.getByRole('textbox', { name: 'New postcode' }).fill('ZE2 9QJ');
  await page.getByRole('button', { name: 'Find your address' }).click();
  await expect.poll(() => page.locator('main').textContent()).toContain(NOT_FOUND);
  expect(ERROR_CODES.SEARCH_ERROR).toBe(NOT_FOUND);
  await atStep(page, 'Your new address', 'coa address-details postcode not found');

  const chosen = await chooseAddress(page, 'M1 1AE', 1);
  await atStep(page, 'Your new address', 'coa address-details answered');
  await next(page);
  return chosen;
}

async function journey(page: Page) {
  const email = uniqueEmail('coa');
  await page.goto(appUrl(suite.portal.url('directline'), `/coa/request/eligibility?product=PCW`));
  await eligibility(page);

  await atStep(page, 'Your details', 'coa your-details');
  await fillYourDetails(page, email, '10000003');
  await next(page);

  const first = await newAddress(page);

  await atStep(page, 'Review and confirm', 'coa review-and-confirm');
  const main = page.locator('main');
  await expect.poll(() => main.textContent()).toContain(first);
  // Every answer sent is on review: the move and the day the change starts; the postcode once;
  // and the counter agrees with the steps before it.
  expect(await main.textContent()).toContain("Yes, I've already moved");
  expect(await main.textContent()).toContain(londonDateShown());
  expect((await main.textContent())?.match(/M1 1AE/g)?.length).toBe(1);
  expect(await page.getByText('Step 4 of 5').count()).toBe(1);

  // Amend from review: another address at the same postcode.
  await page.getByRole('link', { name: /your new address/i }).click();
  await expectHeading(page, 'Your new address');
  const second = await chooseAddress(page, 'M1 1AE', 2);
  expect(second).not.toBe(first);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectHeading(page, 'Review and confirm');
  await expect.poll(() => main.textContent()).toContain(second);
  expect(await main.textContent()).not.toContain(first);
  await next(page);

  await atStep(page, 'Some checks before you request your new quote...', 'coa important-information');
  for (const box of await page.getByRole('checkbox').all()) await box.check({ force: true });
  await page.getByRole('button', { name: 'Submit' }).click();

  await atStep(page, "We've received your request", 'coa success');
  await expectReceivedEmail(suite.browser, suite.portal, 'coa', email);
}

describe('change of address (coa) on Direct Line', () => {
  it('completes every step with an address found by postcode after one that cannot be found', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'coa', () => journey(page));
  });
});
