import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectHeading, quoteLinkFromMailbox, requestCovQuote } from './accept/acceptSupport.ts';
import { expectAccessible } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { AGENT, staffSignsIn } from './support/opsSupport.ts';
import { shotPath } from './support/shots.ts';
import { type Suite, usePortalAndBrowser } from './support/suite.ts';

/**
 * A Maestro card pays in the secure card form an agent sends in a payment chat,
 * on a 390 px phone, with the start date and issue number the card page asks for, and the whole
 * form (postcode and Pay included) fits the 470 px frame without scrolling.
 */
const PHONE_390 = { width: 390, height: 844 };
const FRAME = 'iframe[title="Secure card payment form"]';

async function customerProceeds(suite: Suite): Promise<Page> {
  const email = await requestCovQuote(suite.portal.url(), { make: 'BMW', yearOfManufacture: '2024' });
  const customer = await newPage(suite.browser, PHONE_390);
  await customer.goto(await quoteLinkFromMailbox(customer, suite.portal.url('directline'), email));
  await expectHeading(customer, 'Your quote');
  for (const box of await customer.getByRole('checkbox').all()) await box.check();
  await customer.getByRole('button', { name: 'Make payment' }).click();
  await expectHeading(customer, 'Pay for your change');
  return customer;
}

/** How far the form's last control reaches below the frame's visible height (0 or less: it fits). */
const overflow = (customer: Page) =>
  customer.frames()[1]!.evaluate(() => {
    const controls = Array.from(document.querySelectorAll('input, button')).filter(
      (element) => (element as HTMLElement).offsetParent !== null,
    );
    const bottom = Math.max(...controls.map((element) => element.getBoundingClientRect().bottom));
    return Math.ceil(bottom - window.innerHeight);
  });

describe('a Maestro card in the secure card form, on a phone', () => {
  const suite = usePortalAndBrowser({ FRAUD_CHECK: 'on', SECURE_PAYMENT: 'off', WEBCHAT_HOURS: 'always' });

  it('asks for the start date or issue number it needs, fits the frame, and takes the payment', async () => {
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await agent.getByRole('link', { name: 'Web chats' }).click();
    const customer = await customerProceeds(suite);
    await agent.getByRole('button', { name: /Amelia Hart \(Direct Line, payment\)/ }).click();
    // A customer not identified online: the agent is told what to check before taking a card.
    await expect
      .poll(() => agent.getByRole('region', { name: 'Payment' }).textContent())
      .toContain('NOT VERIFIEDBefore you send the card form, ask for the policy number');
    await agent.getByRole('button', { name: 'Send secure card form' }).click();
    await customer.locator(FRAME).waitFor();
    const form = customer.frameLocator(FRAME);

    await form.getByLabel('Card number').fill('4111 1111 1111 1111');
    // A Visa card has no start date or issue number: they are not asked.
    await expect.poll(() => form.getByLabel('Issue number').isVisible()).toBe(false);
    await form.getByLabel('Card number').fill('5000 0000 0000 0009');
    await expect.poll(() => form.getByLabel('Issue number').isVisible()).toBe(true);
    expect(await overflow(customer)).toBeLessThanOrEqual(0);
    await customer.screenshot({ path: shotPath('opsSecureForm-maestro-390'), fullPage: true });

    await form.getByLabel('Name on the card').fill('Amelia Hart');
    await form.getByLabel('Expiry month').fill('11');
    await form.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 2));
    await form.getByLabel('Security code').fill('123');
    await form.getByLabel('Billing postcode').fill('LS1 4AP');
    await expectAccessible(customer, 'secure card form with a Maestro card');
    await form.getByRole('button', { name: /^Pay £/ }).click();
    await expect
      .poll(() => form.getByRole('link', { name: 'Please enter the start date and/or issue number' }).count())
      .toBe(1);
    // The refusal points at a field the form has, and the Maestro fields stay shown.
    await form.getByLabel('Card number').fill('5000 0000 0000 0009');
    await form.getByLabel('Security code').fill('123');
    await form.getByLabel('Issue number').fill('1');
    await form.getByRole('button', { name: /^Pay £/ }).click();
    // The gateway took the money: the customer's page moves on to the outcome at once.
    await expectHeading(customer, 'Payment successful');
    await expect
      .poll(() => agent.getByRole('region', { name: 'Payment' }).textContent())
      .toContain('payment taken by the gateway');
  });
});
