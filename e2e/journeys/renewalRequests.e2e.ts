import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl } from '../support/appUrl.ts';
import { expectAccessible } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import {
  atStep,
  expectReceivedEmail,
  fillYourDetails,
  heading,
  londonDateDigits,
  next,
  typeDate,
  uniqueEmail,
  withEvidence,
} from './journeyDriver.ts';

/**
 * Renewal preference (renpref with a bank partner, mar with a car maker) and lapse, by visible
 * labels on a phone, to their confirmation emails.
 */
const suite = usePortalAndBrowser();

async function choosePreference(page: Page, renewalInDays: number, choice: RegExp) {
  await typeDate(page, 'Your renewal date', londonDateDigits(renewalInDays));
  await page.getByRole('radio', { name: choice }).check({ force: true });
  await next(page);
}

describe('renewal preference and lapse on Nationwide', () => {
  it('renpref (brand=RBS): refuses Auto 25 days before renewal, then turns automatic renewal off', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'renpref', async () => {
      await page.goto(
        appUrl(suite.portal.url('nationwide'), `/renpref/request/eligibility?product=HOME&brand=RBS`),
      );
      await atStep(page, 'Your renewal preference', 'renpref eligibility');
      await choosePreference(page, 25, /Renew automatically/);
      await expect
        .poll(() => page.locator('main').textContent())
        .toMatch(/Automatic renewal can ?not be chosen/);
      await page.getByRole('radio', { name: /Don't renew automatically/ }).check({ force: true });
      await next(page);
      await atStep(page, 'Your details', 'renpref your-details');
      const email = uniqueEmail('renpref');
      await fillYourDetails(page, email, '50000001');
      await next(page);
      await atStep(page, 'Review and confirm', 'renpref review');
      await page.getByRole('button', { name: 'Accept and send', exact: true }).click();
      await atStep(page, 'Thanks for updating your renewal preference', 'renpref success');
      await expect.poll(() => page.locator('main').textContent()).toContain("won't renew automatically");
      await expectReceivedEmail(suite.browser, suite.portal, 'renpref', email);
    });
  });

  it('mar (brand=SKODA): keeps automatic renewal on', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'mar', async () => {
      await page.goto(
        appUrl(suite.portal.url('nationwide'), `/mar/request/eligibility?product=MOTOR&brand=SKODA`),
      );
      await atStep(page, 'Your renewal preference', 'mar eligibility');
      await choosePreference(page, 35, /Renew automatically/);
      await atStep(page, 'Your details', 'mar your-details');
      const email = uniqueEmail('mar');
      await fillYourDetails(page, email, '50000002');
      await next(page);
      await atStep(page, 'Review and confirm', 'mar review');
      await page.getByRole('button', { name: 'Accept and send', exact: true }).click();
      await atStep(page, 'Thanks for updating your renewal preference', 'mar success');
      await expect.poll(() => page.locator('main').textContent()).toContain('will renew automatically');
      await expectReceivedEmail(suite.browser, suite.portal, 'mar', email);
    });
  });

  it('lapse (home): the policy will not renew, and the reply promise is 24 hours', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'lapse', async () => {
      await page.goto(appUrl(suite.portal.url('nationwide'), `/lapse/request/eligibility?product=HOME`));
      await atStep(page, 'Your renewal', 'lapse eligibility');
      await page
        .getByRole('radiogroup', { name: /renewal invitation/ })
        .getByRole('radio', { name: 'Yes' })
        .check({ force: true });
      await page.getByRole('radio', { name: "I don't want my policy to renew" }).check({ force: true });
      await page.getByRole('radio', { name: 'The renewal price is too high' }).check({ force: true });
      await next(page);
      await atStep(page, 'Your details', 'lapse your-details');
      const email = uniqueEmail('lapse');
      await fillYourDetails(page, email, '50000003');
      await next(page);
      await atStep(page, 'Review and confirm', 'lapse review');
      await page.getByRole('button', { name: 'Accept and send', exact: true }).click();
      await atStep(page, "We've received your request", 'lapse success');
      await expect.poll(() => page.locator('main').textContent()).toContain('within 24 hours');
      await expectReceivedEmail(suite.browser, suite.portal, 'lapse', email);
    });
  });
});

describe('renewal preference on a brand that takes it through an agent', () => {
  it('sends the customer to chat or call, with the sorry message', async () => {
    const page = await newPage(suite.browser);
    await page.goto(appUrl(suite.portal.url('directline'), `/renpref/request/eligibility?product=PCW`));
    await expect.poll(() => heading(page)).toBe('Update your renewal preference');
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain("We're sorry, but you'll need to contact us to update your renewal preference");
    expect(await page.getByRole('heading', { name: 'Chat with us' }).isVisible()).toBe(true);
    await expectAccessible(page, 'renpref agent only');
  });
});
