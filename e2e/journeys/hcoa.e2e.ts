import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectHeading as expectAcceptHeading,
  fillCard,
  quoteLinkFromMailbox,
} from '../accept/acceptSupport.ts';
import { appUrl } from '../support/appUrl.ts';
import { newPage } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import {
  atStep,
  expectReceivedEmail,
  expectRefused,
  fillYourDetails,
  next,
  screenshots,
  uniqueEmail,
  withEvidence,
} from './journeyDriver.ts';

/**
 * Home change of address (hcoa) on Direct Line, by visible labels on a phone: home triage by
 * address, the move, your details, the new address found by postcode, the new home, review,
 * checks; then the emailed quote asks the auto-renewal choice and is paid by card.
 */
const suite = usePortalAndBrowser();
const POLICY = '70000003';

const answer = (page: Page, question: string, option: string) =>
  page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: option })
    .check({ force: true });

async function triage(page: Page) {
  await page.goto(appUrl(suite.portal.url('directline'), `/hcoa/request/triage?product=HOME`));
  await atStep(page, 'Find your policy', 'hcoa triage');
  await page.getByLabel('Postcode').fill('EH1 1YZ');
  await page.getByRole('button', { name: 'Find your address' }).click();
  const addresses = page.getByLabel('Please select your address');
  await expect.poll(() => addresses.locator('option').count()).toBeGreaterThan(3);
  // Not the policy's own address (Flat 1): the lookup would send its holder to sign in.
  const options = await addresses.locator('option').allTextContents();
  await addresses.selectOption({ label: options.find((label) => label.startsWith('15 Calton Wynd')) ?? '' });
  await next(page);
}

async function request(page: Page): Promise<string> {
  const email = uniqueEmail('hcoa');
  await atStep(page, 'Change your address', 'hcoa eligibility');
  await page.getByRole('radio', { name: "Yes, I've already moved" }).check({ force: true });
  await page.getByRole('checkbox', { name: /main home/ }).check({ force: true });
  await next(page);

  await atStep(page, 'Your details', 'hcoa your-details');
  await fillYourDetails(page, email, POLICY);
  await page.getByLabel('First line of your current address').fill('Flat 1, Canongate Court');
  await next(page);

  await atStep(page, 'Your new address', 'hcoa new-address-details');
  await next(page);
  await expectRefused(page, 'Postcode is required', 'field-postcode');
  await page.getByRole('textbox', { name: 'New postcode' }).fill('M1 1AE');
  await page.getByRole('button', { name: 'Find your address' }).click();
  const address = page.getByRole('combobox', { name: 'Address' });
  await expect.poll(() => address.locator('option').count()).toBeGreaterThan(2);
  await address.selectOption({ index: 2 });
  await next(page);

  await atStep(page, 'Your new home', 'hcoa property-details');
  await screenshots(page, 'hcoa-property-details');
  await answer(page, 'What type of property is your new home?', 'Flat or maisonette');
  await page.getByLabel('How many bedrooms does it have?').selectOption('2');
  await answer(page, 'Do you own your new home?', 'No');
  await answer(
    page,
    'Is the property in a good state of repair and built of brick, stone or concrete?',
    'Yes',
  );
  await answer(page, 'Will any part of the property be used for business, other than clerical work?', 'No');
  await next(page);

  await atStep(page, 'Review and confirm', 'hcoa review-and-confirm');
  expect(await page.locator('main').textContent()).toContain('M1 1AE');
  await next(page);
  await atStep(page, 'Some checks before you request your new quote...', 'hcoa important-information');
  for (const box of await page.getByRole('checkbox').all()) await box.check({ force: true });
  await page.getByRole('button', { name: 'Submit' }).click();
  await atStep(page, 'Thanks for your request', 'hcoa success');
  return email;
}

async function acceptAndPay(page: Page, email: string) {
  await expectReceivedEmail(suite.browser, suite.portal, 'hcoa', email);
  await page.goto(await quoteLinkFromMailbox(page, suite.portal.url('directline'), email));
  await expectAcceptHeading(page, 'Your quote');
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  // The auto-renewal choice is required before anything is paid.
  await page.getByRole('button', { name: 'Make payment' }).click();
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toContain('Please answer this question to continue');
  await atStep(page, 'Your quote', 'hcoa quotation-opt without the auto-renewal choice');
  await screenshots(page, 'hcoa-quotation-opt');
  await page
    .getByRole('group', { name: 'Would you like your policy to renew automatically each year?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Make payment' }).click();
  await expectAcceptHeading(page, 'Your card details');
  await fillCard(page, { number: '4111111111111111' }, new Date().getFullYear() + 2);
  await page.getByRole('button', { name: 'Continue' }).click();
  await atStep(page, 'Check your payment', 'hcoa payment-summary');
  await page.getByRole('button', { name: 'Make payment' }).click();
  await atStep(page, 'Payment successful', 'hcoa payment-success');
  expect(await page.getByText(POLICY, { exact: true }).count()).toBe(1);
}

describe('home change of address (hcoa) on Direct Line', () => {
  it('finds the policy by address, quotes the move and is paid with the auto-renewal choice', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'hcoa', async () => {
      await triage(page);
      await acceptAndPay(page, await request(page));
    });
  });
});
