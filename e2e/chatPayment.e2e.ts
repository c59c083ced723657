import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectHeading, quoteLinkFromMailbox, requestCovQuote } from './accept/acceptSupport.ts';
import { expectAccessible } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { AGENT, staffSignsIn } from './support/opsSupport.ts';
import type { Suite } from './support/suite.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * The web-chat payment path (shell-and-routing.md, issue 13 item 5): the fraud-check journey pays
 * on the payment page; with the secure form forced closed the page turns to a payment chat, the
 * agent sends the secure card form, the customer pays in it (3-D Secure included), the agent
 * confirms, and the customer lands on payment-success. With no web chat, the payment is postponed.
 */
const DEARER_CAR = { make: 'BMW', yearOfManufacture: '2024' };
const PATH_ENV = { FRAUD_CHECK: 'on', SECURE_PAYMENT: 'off' };

/** A cov quote on 10000001 that takes a card payment, reviewed and sent to payment. */
async function customerProceeds(suite: Suite, waits?: object): Promise<Page> {
  const email = await requestCovQuote(suite.portal.url(), DEARER_CAR);
  const customer = await newPage(suite.browser);
  if (waits)
    await customer.addInitScript(
      (value) => sessionStorage.setItem('mta-test-waits', value),
      JSON.stringify(waits),
    );
  await customer.goto(await quoteLinkFromMailbox(customer, suite.portal.url('directline'), email));
  await expectHeading(customer, 'Your quote');
  for (const box of await customer.getByRole('checkbox').all()) await box.check();
  await customer.getByRole('button', { name: 'Make payment' }).click();
  await expectHeading(customer, 'Pay for your change');
  return customer;
}

const waitingText = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /Almost there|In progress/ })
    .textContent();

describe('a payment taken by an agent in web chat', () => {
  const suite = usePortalAndBrowser({ ...PATH_ENV, WEBCHAT_HOURS: 'always' });

  it('opens a payment chat, the customer pays in the secure form the agent sends, and the agent confirms', async () => {
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await agent.getByRole('link', { name: 'Web chats' }).click();
    const customer = await customerProceeds(suite);
    await expect
      .poll(() => waitingText(customer), { timeout: 10_000 })
      .toBe('Almost thereConnecting you to an agent');
    await expectAccessible(customer, 'payment chat waiting');

    await agent.getByRole('button', { name: /Amelia Hart \(DIRECTLINE, payment\)/ }).click();
    const panel = agent.getByRole('region', { name: 'Payment' });
    await expect.poll(() => panel.textContent()).toContain('NOT VERIFIED');
    expect(await panel.textContent()).toContain('10000001');
    let started = Date.now();
    await agent.getByRole('button', { name: 'Send secure card form' }).click();
    await customer.locator('iframe[title="Secure card payment form"]').waitFor();
    const formShown = Date.now() - started;
    await expect.poll(() => waitingText(customer)).toBe('In progressYou are connected to an agent');

    const form = customer.frameLocator('iframe[title="Secure card payment form"]');
    await form.getByLabel('Name on the card').fill('Amelia Hart');
    await form.getByLabel('Card number').fill('5555 5555 5555 4444');
    await form.getByLabel('Expiry month (MM)').fill('11');
    await form.getByLabel('Expiry year (YYYY)').fill(String(new Date().getFullYear() + 2));
    await form.getByLabel('Security code').fill('973');
    await form.getByLabel('Billing postcode').fill('LS1 4AP');
    await expectAccessible(customer, 'secure card form in the payment chat');
    await form.getByRole('button', { name: /^Pay £/ }).click();
    await form.getByRole('button', { name: 'Continue to your bank' }).click();
    await form.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => form.getByRole('heading', { level: 1 }).textContent()).toBe('Payment taken');

    await expect.poll(() => panel.textContent()).toContain('payment taken by the gateway');
    await expectAccessible(agent, 'agent payment chat panel');
    started = Date.now();
    await agent.getByRole('button', { name: 'Payment taken' }).click();
    await expectHeading(customer, 'Payment successful');
    // Figures, not assertions: how long an agent's action takes to move the customer's page.
    console.log(
      `payment chat: form shown ${formShown} ms after Send; success page ${Date.now() - started} ms after Payment taken`,
    );
    await expectAccessible(customer, 'payment success after the payment chat');
  });
});

describe('a payment with no web chat to take it', () => {
  const suite = usePortalAndBrowser({ ...PATH_ENV, WEBCHAT_HOURS: 'never' });

  it('postpones the payment and lands on payment-unavailable', async () => {
    const customer = await customerProceeds(suite, { webChatMs: 1500 });
    await expectHeading(customer, 'We cannot take your payment online right now');
    await expectAccessible(customer, 'payment unavailable');
  });
});
