import { describe, expect, it } from 'vitest';
import { appUrl } from './support/appUrl.ts';
import { expectAccessible } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * Error summaries a person can act on: each entry moves focus to its field,
 * a fixed field leaves the summary, and entries that share a message name their question.
 */
const suite = usePortalAndBrowser();

const summary = (page: import('playwright-core').Page) =>
  page.getByRole('alert').filter({ hasText: 'There is a problem' });

describe('the error summary', () => {
  it('moves focus to the field, drops what is fixed, and names questions that share a message', async () => {
    const page = await newPage(suite.browser);
    await page.goto(appUrl(suite.portal.url('directline'), `/con/request/your-details?product=PCW`));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => summary(page).textContent()).toContain('Postcode is required');

    await summary(page).getByRole('link', { name: 'Postcode is required' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('policyHolder.postcode');
    await page.keyboard.type('LS1 4AP');
    await expect.poll(() => summary(page).textContent()).not.toContain('Postcode');
    expect(await summary(page).textContent()).toContain('First name is required');

    // Important information: two boxes, one message; each entry says which box it is.
    await page.evaluate(() => {
      const answers = {
        coverStartDateFlag: 'TODAY',
        coverStartDate: '01/01/2030',
        eligibilityConfirmation: true,
        isPolicyHolder: 'true',
        'policyHolder.firstName': 'Amelia',
        'policyHolder.lastName': 'Hart',
        'policyHolder.postcode': 'LS1 4AP',
        'policyHolder.dob': '14/03/1985',
        'policyHolder.email': 'amelia@example.com',
        'policyHolder.phone': '07700900123',
        currentVehicleReg: 'YA19KXR',
        confirmation: true,
        currentCarReg: 'AB12CDE',
      };
      sessionStorage.setItem('mta-cor-form', JSON.stringify(answers));
    });
    await page.goto(appUrl(suite.portal.url('directline'), `/cor/request/important-information?product=PCW`));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const entries = summary(page).getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toMatch(/^.+: Please agree to continue$/);
    expect(await entries.nth(1).textContent()).toContain('I confirm the DVLA has issued');
    await expectAccessible(page, 'error summary on important information');
  });
});
