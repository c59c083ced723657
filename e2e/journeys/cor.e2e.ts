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
  uniqueEmail,
  withEvidence,
} from './journeyDriver.ts';
import { pressOn, typeInto } from './keyboard.ts';

/**
 * Change your registration (cor) on Direct Line, driven by the keyboard alone: Tab, Shift+Tab,
 * Space, Enter, arrow keys and typing — no clicks anywhere from eligibility to success.
 */
const suite = usePortalAndBrowser();

const SAVE = '**/mta-api/mta/cor/save';

async function eligibility(page: Page) {
  await atStep(page, 'Change your registration', 'cor eligibility');
  // One tab stop for the radio group; Space picks the focused option.
  await pressOn(page, page.getByRole('radio', { name: 'Yes, from today' }), 'Space');
  await page.getByText('Your change will start today.').waitFor();
  await pressOn(page, page.getByRole('checkbox', { name: /only its registration number/ }), 'Space');
  await pressOn(page, page.getByRole('button', { name: 'Next', exact: true }), 'Enter');
}

async function yourDetails(page: Page, email: string) {
  await atStep(page, 'Your details', 'cor your-details');
  // Arrow keys move through a radio group and select as they go: No, then back to Yes.
  await pressOn(page, page.getByRole('radio', { name: 'Yes' }), 'Space');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => page.getByLabel('Your first name').count()).toBe(1);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => page.getByLabel('Your first name').count()).toBe(0);
  await typeInto(page, page.getByLabel("Policyholder's first name"), 'Amelia');
  await typeInto(page, page.getByLabel("Policyholder's last name"), 'Hart');
  await typeInto(page, page.getByRole('textbox', { name: 'Postcode' }), 'LS1 4AP');
  // A closed select takes type-ahead.
  await typeInto(page, page.getByLabel('Day'), '14');
  await typeInto(page, page.getByLabel('Month'), 'March');
  await typeInto(page, page.getByLabel('Year'), '1985');
  await typeInto(page, page.getByLabel('Email address'), email);
  await typeInto(page, page.getByLabel('Contact number'), '07700900123');
  await typeInto(page, page.getByLabel('Current vehicle registration'), 'YA19 KXR');
  await typeInto(page, page.getByLabel('Policy number'), '10000001');
  await pressOn(page, page.getByRole('checkbox', { name: /I confirm that the details/ }), 'Space');
  expect(await page.getByLabel('Month').inputValue()).toBe('03');
  await pressOn(page, page.getByRole('button', { name: 'Next', exact: true }), 'Enter');
}

describe('change of registration (cor) on Direct Line, keyboard only', () => {
  it('completes every step by keyboard, refusing the same registration and a tampered save', async () => {
    const page = await newPage(suite.browser);
    await withEvidence(page, 'cor', () => journey(page));
  });
});

async function journey(page: Page) {
  const email = uniqueEmail('cor');
  await page.goto(appUrl(suite.portal.url('directline'), `/cor/request/eligibility?product=PCW`));
  await eligibility(page);
  await yourDetails(page, email);

  // Invalid submit: the new registration is the current one.
  await atStep(page, 'Your new registration', 'cor registration-details');
  await typeInto(page, page.getByLabel('New registration number'), 'YA19KXR');
  await page.keyboard.press('Enter');
  await expectRefused(page, MESSAGES.registrationSameAsNew, 'field-currentCarReg');
  await typeInto(page, page.getByLabel('New registration number'), 'AB12 CDE');
  await page.keyboard.press('Enter');

  await atStep(page, 'Review and confirm', 'cor review-and-confirm');
  await expect.poll(() => page.locator('main').textContent()).toContain('AB12 CDE');

  // Amend from review: the change link, a new value, Confirm, and back on review.
  await pressOn(page, page.getByRole('link', { name: /your new registration/i }), 'Enter');
  await expectHeading(page, 'Your new registration');
  await typeInto(page, page.getByLabel('New registration number'), 'XY21 ZZZ');
  await pressOn(page, page.getByRole('button', { name: 'Confirm' }), 'Enter');
  await expectHeading(page, 'Review and confirm');
  await expect.poll(() => page.locator('main').textContent()).toContain('XY21 ZZZ');
  expect(await page.locator('main').textContent()).not.toContain('AB12 CDE');
  await pressOn(page, page.getByRole('button', { name: 'Next', exact: true }), 'Enter');

  await atStep(page, 'Some final checks and we’re done...', 'cor important-information');
  for (const box of await page.getByRole('checkbox').all()) await pressOn(page, box, 'Space');

  // The server re-validates: a save whose answers were changed on the way is refused with
  // the same message the browser gives, and the customer stays here.
  await page.route(SAVE, async (route) => {
    const body = route.request().postDataJSON() as { answers: Record<string, unknown> };
    await route.continue({
      postData: JSON.stringify({ ...body, answers: { ...body.answers, currentCarReg: 'YA19 KXR' } }),
    });
  });
  await pressOn(page, page.getByRole('button', { name: 'Submit' }), 'Enter');
  await expect.poll(() => page.getByRole('alert').textContent()).toContain(MESSAGES.registrationSameAsNew);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
  await page.unroute(SAVE);

  await pressOn(page, page.getByRole('button', { name: 'Submit' }), 'Enter');
  await atStep(page, "We've received your request", 'cor success');
  await expectReceivedEmail(suite.browser, suite.portal, 'cor', email);
}
