import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectHeading, quoteLinkFromMailbox, requestCovQuote } from './accept/acceptSupport.ts';
import { expectAccessible } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { AGENT, findPolicy, staffSignsIn } from './support/opsSupport.ts';
import { shotPath } from './support/shots.ts';
import type { Suite } from './support/suite.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * The web-chat payment path: the fraud-check journey pays
 * on the payment page; with the secure form forced closed the page turns to a payment chat, the
 * agent sends the secure card form, the customer pays in it (3-D Secure included), and once the
 * gateway has the money the customer lands on payment-success at once. With no web chat, the payment is postponed.
 */
const DEARER_CAR = { make: 'BMW', yearOfManufacture: '2024' };
const PATH_ENV = { FRAUD_CHECK: 'on', SECURE_PAYMENT: 'off' };

/** A cov quote on 10000001 that takes a card payment, reviewed and sent to payment. */
async function customerProceeds(suite: Suite, waits?: object): Promise<Page> {
  return (await customerProceedsByLink(suite, waits)).customer;
}

/** As customerProceeds, also answering the emailed quote link the customer could open again. */
async function customerProceedsByLink(suite: Suite, waits?: object) {
  const email = await requestCovQuote(suite.portal.url(), DEARER_CAR);
  const customer = await newPage(suite.browser);
  if (waits)
    await customer.addInitScript(
      (value) => sessionStorage.setItem('mta-test-waits', value),
      JSON.stringify(waits),
    );
  const link = await quoteLinkFromMailbox(customer, suite.portal.url('directline'), email);
  await customer.goto(link);
  await expectHeading(customer, 'Your quote');
  for (const box of await customer.getByRole('checkbox').all()) await box.check();
  await customer.getByRole('button', { name: 'Make payment' }).click();
  await expectHeading(customer, 'Pay for your change');
  return { customer, link };
}

const waitingText = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /Almost there|In progress/ })
    .textContent();

describe('a payment taken in web chat', () => {
  const suite = usePortalAndBrowser({ ...PATH_ENV, WEBCHAT_HOURS: 'always' });

  it('opens a payment chat, the customer pays in the secure form the agent sends and is told at once', async () => {
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await agent.getByRole('link', { name: 'Web chats' }).click();
    const customer = await customerProceeds(suite);
    await expect
      .poll(() => waitingText(customer), { timeout: 10_000 })
      .toBe('Almost thereConnecting you to an agent');
    await expectAccessible(customer, 'payment chat waiting');

    await agent.getByRole('button', { name: /Amelia Hart \(Direct Line, payment\)/ }).click();
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
    started = Date.now();
    await form.getByRole('button', { name: 'Approve' }).click();
    // Once the gateway has the money the customer is told at once, with no agent's press.
    await expectHeading(customer, 'Payment successful');
    // Figures, not assertions: how long the form and the outcome took to reach the customer.
    console.log(
      `payment chat: form shown ${formShown} ms after Send; success page ${Date.now() - started} ms after Approve`,
    );
    await expect.poll(() => panel.textContent()).toContain('payment taken by the gateway');
    // Nothing is left to send, and the panel says why.
    await expect
      .poll(() => panel.textContent())
      .toContain('The payment has been taken and the customer has been told. The chat has ended.');
    expect(await panel.getByRole('button').count()).toBe(0);
    await agent.screenshot({ path: shotPath('agent-payment-taken-desktop'), fullPage: true });
    // The agent's own payment actions made them the owner: nobody transferred the chat to them.
    expect(await agent.getByText(/was transferred to you/).count()).toBe(0);
    await expectAccessible(agent, 'agent payment chat panel');
    await expectAccessible(customer, 'payment success after the payment chat');
    // The payment chat ends with its outcome: it leaves the agent's live chats.
    await expect.poll(() => agent.getByRole('heading', { name: /^Chat \d+ \(ended\)$/ }).count()).toBe(1);
  });
});

describe('a payment the gateway took while the agent did nothing', () => {
  // A server of its own: the policy's car is still the one the dearer quote replaces.
  const suite = usePortalAndBrowser({ ...PATH_ENV, WEBCHAT_HOURS: 'always' });

  it('never tells a customer a taken payment failed nor lets them pay twice: the gateway confirms the quote with no press from the agent', async () => {
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await agent.getByRole('link', { name: /^Web chats/ }).click();
    const { customer, link } = await customerProceedsByLink(suite);
    await agent.getByRole('button', { name: /Amelia Hart \(Direct Line, payment\)/ }).click();
    const panel = agent.getByRole('region', { name: 'Payment' });
    // The live chat names the customer's request (the chat leaves the live list once it ends).
    // The customer's context names it twice: as the quote's request, and first in the chat's requests.
    const context = agent.getByRole('complementary', { name: 'About this customer' });
    const reference = (await context.getByRole('link', { name: /^REQ-/ }).first().textContent()) ?? '';
    expect(reference).toMatch(/^REQ-[0-9A-F]{10}$/);
    await agent.getByRole('button', { name: 'Send secure card form' }).click();
    await customer.locator('iframe[title="Secure card payment form"]').waitFor();
    const form = customer.frameLocator('iframe[title="Secure card payment form"]');
    await form.getByLabel('Name on the card').fill('Amelia Hart');
    await form.getByLabel('Card number').fill('4111 1111 1111 1111');
    await form.getByLabel('Expiry month (MM)').fill('11');
    await form.getByLabel('Expiry year (YYYY)').fill(String(new Date().getFullYear() + 2));
    await form.getByLabel('Security code').fill('123');
    await form.getByLabel('Billing postcode').fill('LS1 4AP');
    await form.getByRole('button', { name: /^Pay £/ }).click();
    // The gateway took the money: the customer's page moves on to the outcome at once.
    await expectHeading(customer, 'Payment successful');

    // What reproduced the double charge (a second form, then "declined") is not offered.
    await expect.poll(() => panel.textContent()).toContain('payment taken by the gateway');
    expect(await panel.getByRole('button').count()).toBe(0);
    // The customer opens the emailed link again: nothing left to pay.
    const again = await newPage(suite.browser);
    await again.goto(link);
    await expect
      .poll(() =>
        again.getByText('You have already accepted this quote. No further action is needed.').count(),
      )
      .toBe(1);
    expect(await again.getByRole('button', { name: 'Make payment' }).count()).toBe(0);

    // On the policy: the quote confirmed, and one card payment for it.
    await findPolicy(agent, '10000001');
    const rows = agent.getByRole('row').filter({ hasText: reference });
    await expect.poll(() => rows.filter({ hasNotText: ', quote ' }).textContent()).toContain('Paid');
    expect(await rows.filter({ hasText: ', quote ' }).count()).toBe(1);
  });
});

describe('a payment chat transferred to another agent', () => {
  const suite = usePortalAndBrowser({ ...PATH_ENV, WEBCHAT_HOURS: 'always' });

  it('shows the transferred page with the chat still on it, back in the queue for the next agent', async () => {
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await agent.getByRole('link', { name: /^Web chats/ }).click();
    const customer = await customerProceeds(suite);
    await agent.getByRole('button', { name: /Amelia Hart \(Direct Line, payment\)/ }).click();
    const chatId = Number(
      /^Chat (\d+)/.exec((await agent.getByRole('heading', { name: /^Chat \d+/ }).textContent()) ?? '')?.[1],
    );
    // The spec's "transferred" outcome, sent from the agent's session as any staff tool would.
    const status = await agent.evaluate(async (id) => {
      const { csrfToken } = (await (await fetch('/ops-api/csrf')).json()) as { csrfToken: string };
      const response = await fetch(`/ops-api/chats/${id}/payment/transferred`, {
        method: 'POST',
        headers: { 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
        body: '{}',
      });
      return response.status;
    }, chatId);
    expect(status).toBe(200);

    await expectHeading(customer, 'Transferred');
    expect(
      await customer
        .getByText(
          'You have been transferred to another agent. Your payment confirmation will be given in the chat window.',
        )
        .count(),
    ).toBe(1);
    // The conversation is still here, and the customer can go on in it.
    const chat = customer.getByRole('region', { name: 'Web chat' });
    await chat.getByRole('textbox').fill('Hello again');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => chat.textContent()).toContain('Hello again');
    await expectAccessible(customer, 'payment transferred with its chat');
    // Back in the queue, waiting for the next free agent.
    await expect
      .poll(() => agent.getByText(/passed the chat to the next free agent/).count())
      .toBeGreaterThan(0);
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
