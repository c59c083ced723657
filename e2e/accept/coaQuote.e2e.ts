import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { DESKTOP, newPage, PHONE } from '../support/browser.ts';
import { shotPath } from '../support/shots.ts';
import { usePortalAndBrowser } from '../support/suite.ts';
import { expectHeading, quoteLinkFromMailbox, requestCoaQuote } from './acceptSupport.ts';

/**
 * A change-of-address quote on Privilege: the quote reads the new postcode as
 * people write it, shows the total due now, and offers Exit (coa cannot be declined online).
 */
const suite = usePortalAndBrowser();

describe('a coa quote on Privilege', () => {
  it('shows the new postcode with its space, the total due now, and Exit', async () => {
    const page = await newPage(suite.browser);
    const email = await requestCoaQuote(
      page,
      suite.portal.url('privilege'),
      'M11AE',
      '1 Piccadilly, Manchester',
    );
    const link = await quoteLinkFromMailbox(page, suite.portal.url('privilege'), email);
    await page.goto(link);
    await expectHeading(page, 'Your quote');
    const postcode = page.locator('dt', { hasText: 'Postcode' }).locator('xpath=following-sibling::dd[1]');
    expect(await postcode.textContent()).toBe('M1 1AE');
    expect(await page.getByText('Total to pay now', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Exit without accepting' }).count()).toBe(1);
    await expectAccessible(page, 'coa quotation-opt');
    for (const [label, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: shotPath(`coa-quote-${label}`), fullPage: true });
    }
  });
});
