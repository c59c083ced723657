import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillYourDetails, londonDateDigits, next, typeDate, uniqueEmail } from './journeys/journeyDriver.ts';
import { appUrl } from './support/appUrl.ts';
import { expectAccessible } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * Errors a person can act on: every summary entry says which answer it is
 * about and leads to where it can be changed, on review too, where the answers are not asked.
 */
const suite = usePortalAndBrowser();

const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });
const entries = (page: Page) => summary(page).getByRole('listitem').allTextContents();
const headingOf = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('errors a person can act on', () => {
  it('names the question of a message that does not (hcoa: "Date is required")', async () => {
    const page = await newPage(suite.browser);
    await page.goto(appUrl(suite.portal.url('directline'), '/hcoa/request/eligibility?product=HOME'));
    await next(page);
    await expect
      .poll(() => entries(page))
      .toContain('Have you already moved?: Please answer this question to continue');
    expect(await entries(page)).toContain('When did you move, or when are you moving?: Date is required');
    await expectAccessible(page, 'named summary entries');
  });

  it('aad eligibility: a question revealed after Next is not in error, and the page message goes once fixed', async () => {
    const page = await newPage(suite.browser);
    await page.goto(appUrl(suite.portal.url('directline'), '/aad/request/eligibility?product=PCW'));
    await next(page);
    const stale = page.getByText("Please make sure you've answered all the questions.");
    await stale.waitFor();
    await page.getByRole('radio', { name: 'Yes, from today' }).check({ force: true });
    const revealed = page.getByRole('radiogroup', { name: 'Is this a permanent or temporary change?' });
    await revealed.waitFor();
    expect(await revealed.textContent()).not.toContain('Please answer this question');
    expect(await entries(page)).toEqual([
      'I confirm the driver has not been refused insurance or had a policy cancelled.: Please agree to continue',
    ]);
    await page.getByRole('checkbox', { name: /has not been refused insurance/ }).check({ force: true });
    await expect.poll(() => stale.count()).toBe(0);
    expect(await summary(page).count()).toBe(0);
  });

  it('a refusal on review names the answer and leads to its page (renpref: Auto refused on record)', async () => {
    const page = await newPage(suite.browser);
    await page.goto(
      appUrl(suite.portal.url('nationwide'), '/renpref/request/eligibility?product=HOME&brand=RBS'),
    );
    // A renewal date typed far off passes in the browser; the policy on record renews in 25 days.
    await typeDate(page, 'Your renewal date', londonDateDigits(60));
    await page.getByRole('radio', { name: /Renew automatically/ }).check({ force: true });
    await next(page);
    await expect.poll(() => headingOf(page)).toBe('Your details');
    await fillYourDetails(page, uniqueEmail('renpref'), '50000001');
    await next(page);
    await expect.poll(() => headingOf(page)).toBe('Review and confirm');
    await page.getByRole('button', { name: 'Accept and send', exact: true }).click();

    const refusal = summary(page).getByRole('link', { name: /^Renewal preference: Automatic renewal/ });
    await refusal.waitFor();
    await expectAccessible(page, 'refusal on review');
    await refusal.click();
    await expect.poll(() => headingOf(page)).toBe('Your renewal preference');
    await page.getByRole('radio', { name: /Don't renew automatically/ }).check({ force: true });
    await next(page, 'Confirm');
    await expect.poll(() => headingOf(page)).toBe('Review and confirm');
  });

  it('takes mileage as review shows it (6,000); an unticked robot check says what to do, beside it and in the summary', async () => {
    const page = await newPage(suite.browser);
    await page.goto(appUrl(suite.portal.url('directline'), '/com/request/your-details?product=PCW'));
    await fillYourDetails(page, uniqueEmail('com'));
    await next(page);
    await page.getByLabel('New estimated annual mileage').fill('6,000');
    await page.getByRole('radio', { name: 'Retirement' }).check({ force: true });
    await next(page);
    await expect.poll(() => headingOf(page)).toBe('Review and confirm');
    expect(await page.locator('main').textContent()).toContain('6,000');
    await page.getByRole('button', { name: 'Accept and send', exact: true }).click();

    const words = "Field is required: tick \u201cI'm not a robot\u201d before you send this";
    await summary(page).getByRole('link', { name: words }).click();
    expect(await page.locator('#botCheck').textContent()).toContain(words);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('#botCheck') !== null))
      .toBe(true);
  });
});
