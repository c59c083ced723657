import { readFile } from 'node:fs/promises';
import { covRegistrations } from '@portal/demo-data/answers';
import { addDays, format } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../packages/server/src/test/pdfText.ts';
import { expectHeading, fillCard, quoteLinkFromMailbox, requestCovQuote } from './accept/acceptSupport.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, newPage } from './support/browser.ts';
import { AGENT, findPolicy, staffSignsIn } from './support/opsSupport.ts';
import { shotPath } from './support/shots.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * A change's documents at once: a customer pays for a new car on a phone and downloads the new
 * certificate from the success page; the confirmation email links the same file; the console's
 * policy page lists it.
 */
const PHONE_390 = { width: 390, height: 844 } as const;
const suite = usePortalAndBrowser();

/** Downloads what the link opens, and answers its bytes. */
async function downloadFrom(page: Page, link: Locator): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return readFile((await download.path()) ?? '');
}

describe('the documents of a paid change of car', () => {
  it('are downloaded from the success page, linked from the email, and listed for staff', async () => {
    const { portal, browser } = suite;
    const email = await requestCovQuote(portal.url(), { make: 'BMW', yearOfManufacture: '2024' });
    const page = await newPage(browser, PHONE_390);
    await page.goto(await quoteLinkFromMailbox(page, portal.url('directline'), email));
    await expectHeading(page, 'Your quote');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Make payment' }).click();
    await expectHeading(page, 'Your card details');
    await fillCard(page, { number: '4111111111111111' }, new Date().getFullYear() + 2);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Check your payment');
    await page.getByRole('button', { name: 'Make payment' }).click();
    await expectHeading(page, 'Payment successful');

    const offer = page.getByRole('region', { name: 'Your new documents' });
    await offer.waitFor();
    const version = (await offer.textContent())?.match(/Version (\d+) of policy 10000001/)?.[1];
    expect(version, (await offer.textContent()) ?? '').toBeTruthy();
    await expectAccessible(page, 'payment-success with documents');
    await page.screenshot({ path: shotPath('payment-success-documents-phone'), fullPage: true });
    const certificate = await downloadFrom(
      page,
      page.getByRole('link', { name: 'Download your new certificate (PDF)' }),
    );
    const { text, tagged } = await pdfText(certificate);
    expect(tagged).toBe(true);
    // A fresh portal's policy has the first demo car on record; the change replaced it.
    expect(text).toContain(`Registration mark of vehicle ${covRegistrations(undefined).next}`);
    const start = addDays(new Date(), 7);
    expect(text).toContain(`Period of insurance ${format(start, 'd MMMM yyyy')} to`);
    expect(text).toContain(`Policy version ${version}`);

    // The confirmation email links the same document.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${portal.url('directline')}/dev/mailbox`);
    await page
      .locator('tr', { hasText: email })
      .filter({ hasNotText: 'quote' })
      .first()
      .getByRole('link')
      .click();
    // The dev mailbox lists an email's links by their addresses.
    const fromEmail = await downloadFrom(
      page,
      page.locator('a[href*="/mta-api/mta/documents/"][href$="/certificate"]'),
    );
    expect(fromEmail.equals(certificate)).toBe(true);

    const console = await staffSignsIn(browser, portal, AGENT);
    await findPolicy(console, '10000001');
    const listed = console.getByRole('link', {
      name: `Certificate of motor insurance, version ${version} (PDF)`,
    });
    await listed.waitFor();
    await console.screenshot({ path: shotPath('ops-policy-documents-desktop'), fullPage: true });
    // Opened with the staff member's session, as the link would.
    const staffCopy = await console.request.get(`${portal.url()}${await listed.getAttribute('href')}`);
    expect(staffCopy.status(), await staffCopy.text()).toBe(200);
    expect((await staffCopy.body()).equals(certificate)).toBe(true);
  });
});
