import { demoYourDetails } from '@portal/demo-data/answers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectHeading, fillCard, quoteLinkFromMailbox, requestCovQuote } from './accept/acceptSupport.ts';
import { emailTo, lookAt, mainText, openOnPhone, renewsOn } from './support/customerReads.ts';
import { shotPath } from './support/shots.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * Every word true, round two, on the accept side: the quote page, the pages that pay for it, a
 * renewal declined and the email that says what was done, read on a 390 px phone.
 */
const suite = usePortalAndBrowser();

/** Saves a request through the API on the brand's own host, as its pages would, and answers the email it goes to. */
async function saveOn(
  page: Page,
  host: string,
  request: { initialise: string; callName: string; body: Record<string, unknown> },
): Promise<void> {
  await page.goto(`${suite.portal.url(host)}/health`);
  const outcome = await page.evaluate(async ({ initialise, callName, body }) => {
    const init = await fetch(`/mta-api/mta/initialize/${initialise}`, { method: 'POST' });
    const session = init.headers.get('x-auth-token') ?? '';
    const saved = await fetch(`/mta-api/mta/${callName}/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': session },
      body: JSON.stringify(body),
    });
    return { status: saved.status, text: await saved.text() };
  }, request);
  expect(outcome.status, outcome.text).toBe(200);
}

const uniqueAddress = (who: string) =>
  `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

describe('4. and 5. A quote paid by card: true step counter, the link’s life, and an email with the amounts', () => {
  it('cov on Direct Line: Step 1 of 3 to 3 of 3, the link’s last day, and what was paid', async () => {
    const email = await requestCovQuote(suite.portal.url(), { make: 'BMW', yearOfManufacture: '2024' });
    const page = await openOnPhone(suite.browser);
    await page.goto(await quoteLinkFromMailbox(page, suite.portal.url('directline'), email));
    await expectHeading(page, 'Your quote');
    expect(await page.getByText('Step 1 of 3').count()).toBe(1);
    expect(await page.getByText('Step 2 of 2').count()).toBe(0);
    expect(await mainText(page)).toMatch(
      /You can come back to this quote with the link in your email until the end of \d{1,2} [A-Z][a-z]+ \d{4}\./,
    );
    await lookAt(page, 'truth2-quote-step-1');
    const total =
      (await page
        .getByText('Total to pay now', { exact: true })
        .locator('xpath=following-sibling::p[1]')
        .textContent()) ?? '';
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Make payment' }).click();
    await expectHeading(page, 'Your card details');
    expect(await page.getByText('Step 2 of 3').count()).toBe(1);
    await fillCard(page, { number: '4111 1111 1111 1111' }, new Date().getFullYear() + 2);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Check your payment');
    expect(await page.getByText('Step 3 of 3').count()).toBe(1);
    await page.getByRole('button', { name: 'Make payment' }).click();
    await expectHeading(page, 'Payment successful');
    expect(await mainText(page)).toContain(
      'We will email you to confirm the change, with links to your new documents.',
    );

    const body = await emailTo(suite.browser, suite.portal, email, 'updated');
    expect(body).toContain(`You paid ${total} by debit or credit card.`);
    expect(body).toMatch(/This includes an administration fee of £\d+\.\d\d\./);
    expect(body).toContain('Your new documents are ready to download:');
    expect(body).not.toContain('seven working days');
  });
});

describe('3. Declining a renewal says the cover ends, with the date and how to renew later', () => {
  it('mor on Green Flag: the dialog and the declined page', async () => {
    const record = renewsOn('70000002');
    const email = uniqueAddress('ethan');
    const page = await openOnPhone(suite.browser);
    await saveOn(page, 'greenflag', {
      initialise: 'greenflag',
      callName: 'mor',
      body: {
        brand: 'GREENFLAG',
        product: 'MOTOR',
        answers: {
          renewalDate: record.shown,
          detailsChanged: 'false',
          eligibilityConfirmation: true,
          ...demoYourDetails('70000002'),
          'policyHolder.email': email,
          policyNumber: 'GF 70000002',
          checkbox0: true,
          checkbox1: true,
        },
      },
    });
    await page.goto(await quoteLinkFromMailbox(page, suite.portal.url('greenflag'), email));
    await expectHeading(page, 'Your quote');
    // 7. Green Flag's number as its customers' documents print it.
    expect(await mainText(page)).toContain('GF 70000002');
    await page.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    const warning = (await dialog.textContent()) ?? '';
    expect(warning).toContain(`your cover ends on your renewal date, ${record.long}`);
    expect(warning).toContain(`To renew later, start a new renewal request before ${record.long}.`);
    expect(warning).not.toContain('No changes will be made');
    await page.screenshot({ path: shotPath('truth2-mor-decline-dialog-phone') });
    await dialog.getByRole('button', { name: 'Yes, I want to decline' }).click();
    await expectHeading(page, 'You have declined your quote');
    const declined = await mainText(page);
    expect(declined).toContain(
      `Your policy will not renew: your cover ends on your renewal date, ${record.long}.`,
    );
    expect(declined).toContain(
      `To renew later, start a new renewal request before ${record.long}, or call us.`,
    );
    expect(declined).not.toContain('No changes have been made');
    await lookAt(page, 'truth2-mor-declined');
  });
});

describe('6. Breakdown cover is never car cover', () => {
  it('cov on Green Flag breakdown policy 40000001: the quotation names breakdown cover, and what follows if it is not enough', async () => {
    const email = uniqueAddress('isla');
    const page = await openOnPhone(suite.browser);
    const today = new Date();
    const inDays = (days: number) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(
        new Date(today.getTime() + days * 86_400_000),
      );
    await saveOn(page, 'greenflag', {
      initialise: 'greenflag',
      callName: 'gcov',
      body: {
        brand: 'GREENFLAG',
        product: 'MOTOR',
        answers: {
          coverStartDateFlag: 'LATER',
          coverStartDate: inDays(7),
          tempChangeFlag: 'false',
          eligibilityConfirmation: true,
          ...demoYourDetails('40000001'),
          'policyHolder.email': email,
          policyNumber: 'GF 40000001',
          currentCarReg: 'BD73XKP',
          vehicle: {
            make: 'KIA',
            model: 'TEST',
            yearOfManufacture: '2012',
            fuel: 'PETROL',
            transmission: 'MANUAL',
          },
          purchaseDate: inDays(-3),
          ownerFullNameQ: 'true',
          keeperFullNameQ: 'true',
          mileageFlag: 'true',
          estimatedAnnualMileage: '8000',
          checkbox0: true,
          checkbox1: true,
          checkbox2: true,
        },
      },
    });
    await page.goto(await quoteLinkFromMailbox(page, suite.portal.url('greenflag'), email));
    await expectHeading(page, 'Your quote');
    const text = await mainText(page);
    expect(text).not.toContain('comprehensive');
    expect(text).toContain('Your policy gives you breakdown cover. I confirm this cover meets my needs.');
    // 9. The specification's quote-unavailable words, where the customer needs them.
    expect(text).toContain("we're unable to provide a quote for your new car right now");
    await lookAt(page, 'truth2-gcov-quote');
  });
});
