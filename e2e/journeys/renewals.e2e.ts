import { demoPolicy } from '@portal/demo-data/answers';
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
  londonDateDigits,
  londonDateShown,
  next,
  screenshots,
  typeDate,
  uniqueEmail,
  withEvidence,
} from './journeyDriver.ts';

/**
 * Renewals from the hub's demo policies, by visible labels on a phone: home renewal (hor) on
 * Nationwide through home triage, motor renewal (mor) on Greenflag through policy-number triage.
 * Each request is priced for the next term and emailed; the link goes straight to the renewal's
 * payment review, and paying (one with a 3-D Secure challenge) renews the policy.
 */
const suite = usePortalAndBrowser();

const RENEWAL_DATE_LABEL = 'When is your policy due for renewal?';

/** Greenflag's steps go forward with Continue, other brands' with Next. */
interface Renewal {
  form: string;
  policyNumber: string;
  heading: string;
  forward: 'Next' | 'Continue';
}

async function renewalDetails(page: Page, { form, heading, policyNumber, forward }: Renewal) {
  await atStep(page, heading, `${form} eligibility`);
  await next(page, forward);
  await expectRefused(page, 'Date is required', 'field-renewalDate');
  await atStep(page, heading, `${form} eligibility with errors`);
  await typeDate(page, RENEWAL_DATE_LABEL, londonDateDigits(demoPolicy(policyNumber).renewalInDays));
  await page.getByRole('radio', { name: 'No' }).check({ force: true });
  await page.getByRole('checkbox', { name: /I confirm/ }).check({ force: true });
  await next(page, forward);
}

async function requestRenewal(page: Page, renewal: Renewal) {
  const { form, policyNumber, forward } = renewal;
  const email = uniqueEmail(form);
  await renewalDetails(page, renewal);
  await atStep(page, 'Your details', `${form} your-details`);
  await fillYourDetails(page, email, policyNumber);
  await next(page, forward);
  await atStep(page, 'Review and confirm', `${form} review-and-confirm`);
  expect(await page.locator('main').textContent()).toContain(
    londonDateShown(demoPolicy(policyNumber).renewalInDays),
  );
  await next(page, forward);
  await atStep(page, 'Some checks before you request your new quote...', `${form} important-information`);
  for (const box of await page.getByRole('checkbox').all()) await box.check({ force: true });
  await page.getByRole('button', { name: forward === 'Next' ? 'Submit' : forward }).click();
  await atStep(page, "We've received your request", `${form} success`);
  // What happens next is a renewal's: the whole premium for a new year, not a difference in price.
  const whatNext = (await page.locator('main').textContent()) ?? '';
  expect(whatNext).toContain('Pay your renewal premium for the new policy year by card.');
  expect(whatNext).not.toContain('Pay any difference in price');
  return email;
}

/** The emailed link lands on the renewal's payment review; paying renews the policy. */
async function payRenewal(page: Page, host: string, email: string, cardNumber: string, form: string) {
  await expectReceivedEmail(suite.browser, suite.portal, form as 'hor', email);
  const link = await quoteLinkFromMailbox(page, suite.portal.url(host), email);
  await page.goto(link);
  await expectAcceptHeading(page, 'Your quote');
  // The drawn page leaves the token's address once its scripts run, which is after it paints.
  await expect.poll(() => page.url()).toContain(`/${form}/accept/payment`);
  expect(await page.getByText('Renewal premium').count()).toBe(1);
  // A renewal speaks as one.
  await page.getByRole('heading', { name: 'Your renewal' }).waitFor();
  expect(await page.getByText('Renews on').count()).toBe(1);
  expect(await page.getByText('Change starts').count()).toBe(0);
  // Its confirmations are a renewal's too, not "no other changes to my policy are needed".
  const sinceLastRenewal = 'I confirm there are no other changes to my circumstances since my last renewal.';
  expect(await page.getByRole('checkbox', { name: sinceLastRenewal }).count()).toBe(1);
  expect(await page.getByRole('checkbox', { name: /changes to my policy/ }).count()).toBe(0);
  if (form === 'mor') {
    // Breakdown cover: worded as such, and no car insurance excess.
    await page.getByText('Here is your quote to renew your breakdown cover for another year.').waitFor();
    expect(await page.getByText('Policy excess').count()).toBe(0);
  }
  await atStep(page, 'Your quote', `${form} accept payment`);
  await screenshots(page, `${form}-accept-payment`);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Make payment' }).click();
  await expectAcceptHeading(page, 'Your card details');
  await fillCard(page, { number: cardNumber }, new Date().getFullYear() + 2);
  await page.getByRole('button', { name: 'Continue' }).click();
  await atStep(page, 'Check your payment', `${form} payment-summary`);
  await page.getByRole('button', { name: 'Make payment' }).click();
}

describe('renewals', () => {
  it('home renewal (hor) on Nationwide: triage by address, request, pay with a 3-D Secure challenge', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'hor', async () => {
      await page.goto(appUrl(suite.portal.url('nationwide'), `/hor/request/triage?product=HOME`));
      await atStep(page, 'Find your policy', 'hor triage');
      await page.getByLabel('Postcode').fill('EH1 1YZ');
      await page.getByRole('button', { name: 'Find your address' }).click();
      const addresses = page.getByLabel('Please select your address');
      await expect.poll(() => addresses.locator('option').count()).toBeGreaterThan(3);
      // Not the policy's own address (Flat 1): the lookup would send its holder to sign in.
      const options = await addresses.locator('option').allTextContents();
      await addresses.selectOption({
        label: options.find((label) => label.startsWith('15 Calton Wynd')) ?? '',
      });
      await next(page);
      const email = await requestRenewal(page, {
        form: 'hor',
        policyNumber: '70000001',
        heading: 'Renew your home policy',
        forward: 'Next',
      });

      await payRenewal(page, 'nationwide', email, '5555 5555 5555 4444', 'hor');
      await expectAcceptHeading(page, 'Confirm your payment with your bank');
      const bank = page.frameLocator('iframe[name="three-d-secure"]');
      await bank.getByRole('button', { name: 'Approve' }).click();
      await atStep(page, 'Payment successful', 'hor payment-success');
      // The policy named once in the summary, and again by the new year's documents offered.
      expect(await page.getByText('70000001', { exact: true }).count()).toBe(1);
      await page.getByText(/^Version \d+ of policy 70000001, as PDF files\.$/).waitFor();
      await page.getByText('We have taken your payment and renewed your policy.').waitFor();
      expect(await page.getByText(/changed your policy|Change effective/).count()).toBe(0);
    });
  });

  it('motor renewal (mor) on Greenflag: triage by policy number, request, pay without a challenge', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'mor', async () => {
      await page.goto(appUrl(suite.portal.url('greenflag'), `/mor/request/triage?product=MOTOR`));
      await page.getByLabel('Policy number prefix').selectOption('GF /');
      await page.getByLabel('Policy number', { exact: true }).fill('70000002');
      await page.getByRole('button', { name: 'Continue' }).click();
      const email = await requestRenewal(page, {
        form: 'mor',
        policyNumber: '70000002',
        heading: 'Renew your breakdown cover policy',
        forward: 'Continue',
      });

      await payRenewal(page, 'greenflag', email, '4111111111111111', 'mor');
      await atStep(page, 'Payment successful', 'mor payment-success');
      expect(await page.getByText(/^(GF )?70000002$/).count()).toBe(1);
      await page.getByText(/^Version \d+ of policy (GF )?70000002, as PDF files\.$/).waitFor();
    });
  });
});
