import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SECURE_FORM_CARD, securePaymentCalls } from '../test/secureFormTestSupport.ts';
import { createTestApp, startSession, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

/**
 * Every payment-chat action follows the gateway's truth. Each test pays its quote, which changes
 * the policy on record, so each starts from a fresh database.
 */
describe.each(TEST_DATABASES)('a payment chat once the gateway has taken the money, on %s', (kind) => {
  let t: TestApp;
  // Tuesday 10 March 2026, 22:40 in London (GMT): secure payment and web chat are open until 23:00.
  const clock = testClock('2026-03-10T22:40:00Z');
  let saver: string;
  beforeEach(async () => {
    t = await createTestApp({ kind, clock });
    saver = await startSession(t.app);
  });
  afterEach(async () => t.close());
  const { api, form, statusOf, paymentChat, toTheBank } = securePaymentCalls(
    () => t,
    () => saver,
  );

  it('never tells a customer a taken payment failed, nor lets them pay twice (issue 23 item 1)', async () => {
    const { quote, chatId, staff, view, sendForm } = await paymentChat();
    const url = await sendForm();
    const paid = await form(url, { ...SECURE_FORM_CARD, cardNumber: '4111 1111 1111 1111' });
    expect(paid.body).toContain('Payment taken');
    // The gateway took the money: the quote is confirmed at once, before the agent presses anything.
    expect(await statusOf(quote.uuid)).toBe('PAYMENT_CONFIRMED');
    expect(await view()).toMatchObject({ secureForm: 'TAKEN', actions: ['taken'] });

    // What used to tell the customer "declined" after the money was taken is refused, and says why.
    for (const [action, body] of [
      ['secure-form', {}],
      ['declined', { attempt: 1 }],
      ['declined', { attempt: 2 }],
      ['transferred', {}],
    ] as const) {
      const refused = await staff.post(`/chats/${chatId}/payment/${action}`, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/has been taken/);
    }
    // The old form cannot charge again, nor can the emailed link.
    expect((await form(url, { ...SECURE_FORM_CARD, cardNumber: '4111 1111 1111 1111' })).body).toContain(
      'Payment taken',
    );
    const again = await api(saver, 'quote/payment/proceed', { token: quote.token, uuid: quote.uuid });
    expect(again.statusCode).not.toBe(200);
    expect((await staff.post(`/chats/${chatId}/payment/taken`)).statusCode).toBe(200);
    const payments = await t.db.execute(
      `select count(*)::int as n from quote_events e join quotes q on q.id = e.quote_id
       where q.uuid = '${quote.uuid}' and e.event = 'confirmPayment'`,
    );
    expect((payments as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('settles a payment the bank approved after the form expired, and confirms its quote', async () => {
    const { quote, view, sendForm } = await paymentChat();
    const answer = await toTheBank(await sendForm(), '5555 5555 5555 4444');
    // The form's 30 minutes run out while the customer is at the bank.
    await t.db.execute(
      `update secure_forms set expires_at = '2026-01-01' where quote_id = (select id from quotes where uuid = '${quote.uuid}')`,
    );
    expect((await answer('approve')).body).toContain('Payment taken');
    expect(await statusOf(quote.uuid)).toBe('PAYMENT_CONFIRMED');
    expect((await view()).actions).toEqual(['taken']);
  });
});
