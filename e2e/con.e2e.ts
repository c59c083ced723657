import { ERROR_CODES } from '@portal/domain/errors';
import { OFFICE_POLL_MS } from '@portal/domain/hours';
import { withBrandDetails } from '@portal/domain/rules/brandedMessage';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl } from './support/appUrl.ts';
import { expectAccessible } from './support/axe.ts';
import { newPage, PHONE } from './support/browser.ts';
import { shotPath } from './support/shots.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * The simple journey end to end through every layer: change of name on Direct Line,
 * from your details to the confirmation email in the dev mailbox.
 */
const suite = usePortalAndBrowser();

async function fillYourDetails(page: Page, email: string) {
  await page.getByRole('radio', { name: 'Yes' }).check({ force: true });
  await page.getByLabel("Policyholder's first name").fill('Amelia');
  await page.getByLabel("Policyholder's last name").fill('Hart');
  await page.getByLabel('Postcode').fill('LS1 4AP');
  await page.getByLabel('Day').selectOption('14');
  await page.getByLabel('Month').selectOption('03');
  await page.getByLabel('Year').selectOption('1985');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Contact number').fill('07700900123');
  await page.getByLabel('Current vehicle registration').fill('YA19 KXR');
  await page.getByLabel('Policy number').fill('10000001');
  await page.getByRole('checkbox').check({ force: true });
}

describe('change of name (con) on Direct Line', () => {
  it('refuses an empty step with the spec messages, then completes to the emailed confirmation', async () => {
    const page = await newPage(suite.browser);
    // The page's clock runs as usual until the test moves it past an opening-hours poll below.
    await page.clock.install();
    await page.goto(appUrl(suite.portal.url('directline'), `/con/request/your-details?product=PCW`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your details');
    await expectAccessible(page, 'con your-details');

    await page.getByRole('button', { name: 'Next' }).click();
    const summary = page.getByRole('alert');
    await expect.poll(() => summary.textContent()).toContain('First name is required');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    await expect
      .poll(() => page.getByText('Please correct invalid fields above before continuing').count())
      .toBeGreaterThan(0);
    await expectAccessible(page, 'con your-details with errors');

    // The server's email check refuses an address that can never receive mail.
    await page.getByLabel('Email address').fill('amelia@nowhere.invalid');
    await page.getByLabel('Email address').press('Tab');
    await expect
      .poll(() => page.getByText('That email address does not appear to be valid.').count())
      .toBeGreaterThan(0);

    const email = `amelia.${Date.now()}@example.com`;
    await fillYourDetails(page, email);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your new name');
    await page.getByLabel('Title').selectOption('Ms');
    await page.getByLabel('New first name').fill('Amelia');
    await page.getByLabel('New last name').fill('Stone');
    await page.getByRole('radio', { name: 'Marriage or civil partnership' }).check({ force: true });
    await expectAccessible(page, 'con name-details');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Review and confirm');
    await expect.poll(() => page.locator('dl').first().textContent()).toContain('Amelia');
    await expectAccessible(page, 'con review-and-confirm');

    // Amend from review and come straight back.
    await page.getByRole('link', { name: /Change.*your new name/i }).click();
    await page.getByLabel('New last name').fill('Stone-Hart');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Review and confirm');
    await expect.poll(() => page.locator('main').textContent()).toContain('Stone-Hart');

    // After the success page logs out, nothing is refused and no new session starts (item 9).
    const afterLogout: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401 || response.url().includes('/initialize/'))
        afterLogout.push(`${response.status()} ${response.url()}`);
    });
    await page.getByRole('button', { name: 'Accept and send' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe("We've received your request");
    await expectAccessible(page, 'con success');
    // The reference the save answered, to quote if the customer calls.
    expect(await page.getByText(/^Your reference is REQ-[0-9A-F]{10}$/).count()).toBe(1);
    // The hours shown are the processing hours, labelled so, and the status line agrees (item 7).
    const processing = page.getByRole('region', { name: 'When we process requests' });
    expect(await processing.getByText(/^We (are|are not) processing requests now\./).count()).toBe(1);
    await page.screenshot({ path: shotPath('con-success-phone'), fullPage: true });
    expect(await page.evaluate(() => sessionStorage.getItem('mta-con-form'))).toBeNull();
    // Past one opening-hours poll: the poll carries on from the last server time, asking nothing.
    await page.clock.runFor(OFFICE_POLL_MS + 500);
    await page.evaluate(() => document.title); // a round trip, so anything the poll sent has been seen
    expect(afterLogout).toEqual([]);

    const mailbox = await newPage(suite.browser);
    await expect
      .poll(
        async () => {
          await mailbox.goto(`${suite.portal.url()}/dev/mailbox`);
          return mailbox.locator('body').textContent();
        },
        { timeout: 20_000 },
      )
      .toContain(email);
    await expectAccessible(mailbox, 'dev mailbox');
    // The mailbox fits a phone, and its HTML preview is allowed into its frame (item 9).
    const fits = () => mailbox.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await mailbox.setViewportSize(PHONE);
    expect(await fits()).toBe(true);
    await mailbox.locator('tr', { hasText: email }).first().getByRole('link').click();
    // Measured once the email's page has loaded, not while it is still arriving.
    await expect
      .poll(() => mailbox.frameLocator('iframe[title="The email as HTML"]').locator('h1').count())
      .toBe(1);
    expect(await fits()).toBe(true);
    await mailbox.screenshot({ path: shotPath('mailbox-phone'), fullPage: true });
  });

  it('tells a customer whose details do not match the policy so on review, without saying which, and lets them amend', async () => {
    const page = await newPage(suite.browser);
    await page.goto(appUrl(suite.portal.url('directline'), `/con/request/your-details?product=PCW`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your details');
    await fillYourDetails(page, `amelia.mismatch.${Date.now()}@example.com`);
    await page.getByLabel('Year').selectOption('1986');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Title').selectOption('Ms');
    await page.getByLabel('New first name').fill('Amelia');
    await page.getByLabel('New last name').fill('Stone');
    await page.getByRole('radio', { name: 'Marriage or civil partnership' }).check({ force: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Accept and send' }).click();

    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain(withBrandDetails(ERROR_CODES.IDENTITY_NOT_MATCHED, { brand: 'DIRECTLINE', product: 'PCW' }));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Review and confirm');
    await expectAccessible(page, 'con review identity refused');

    await page.getByRole('link', { name: /Change.*your details/i }).click();
    await page.getByLabel('Year').selectOption('1985');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Accept and send' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe("We've received your request");
  });
});
