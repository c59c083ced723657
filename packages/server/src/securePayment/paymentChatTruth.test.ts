import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages } from '../db/schema/ops.ts';
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
  const countOf = async (query: string) =>
    ((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
  /** The payment controls the chat sent, by sender, in order. */
  const controlsOf = async (chatId: number) =>
    (await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, chatId)))
      .filter((row) => row.control)
      .map((row) => [row.sender, row.control?.type]);

  it('never tells a customer a taken payment failed, nor lets them pay twice', async () => {
    const { quote, chatId, staff, view, sendForm } = await paymentChat();
    const url = await sendForm();
    const paid = await form(url, { ...SECURE_FORM_CARD, cardNumber: '4111 1111 1111 1111' });
    expect(paid.body).toContain('Payment taken');
    // The gateway took the money: the quote is confirmed and the customer told at once, before
    // the agent presses anything; the chat has ended, so nothing more is offered.
    expect(await statusOf(quote.uuid)).toBe('PAYMENT_CONFIRMED');
    expect(await view()).toMatchObject({ secureForm: 'TAKEN', actions: [], chatStatus: 'resolved' });
    expect(await controlsOf(chatId)).toEqual([
      ['agent', 'secure-form'],
      ['system', 'payment-success'],
    ]);

    // Nothing can tell the customer otherwise afterwards, nor tell them twice.
    for (const [action, body] of [
      ['secure-form', {}],
      ['declined', { attempt: 1 }],
      ['declined', { attempt: 2 }],
      ['transferred', {}],
      ['taken', {}],
    ] as const)
      expect((await staff.post(`/chats/${chatId}/payment/${action}`, body)).statusCode).toBe(409);
    // The old form cannot charge again, nor can the emailed link.
    expect((await form(url, { ...SECURE_FORM_CARD, cardNumber: '4111 1111 1111 1111' })).body).toContain(
      'Payment taken',
    );
    const again = await api(saver, 'quote/payment/proceed', { token: quote.token, uuid: quote.uuid });
    expect(again.statusCode).not.toBe(200);
    expect(
      await countOf(`select count(*)::int as n from quote_events e join quotes q on q.id = e.quote_id
       where q.uuid = '${quote.uuid}' and e.event = 'confirmPayment'`),
    ).toBe(1);
    expect(await controlsOf(chatId)).toHaveLength(2);
  });

  it('sends "Payment taken" once when two presses race, and audits it once', async () => {
    const { quote, chatId, staff, view } = await paymentChat();
    // The card was taken elsewhere (the customer's own card page) while the chat stayed open.
    await t.db.execute(`update quotes set status = 'PAYMENT_CONFIRMED' where uuid = '${quote.uuid}'`);
    expect((await view()).actions).toEqual(['taken']);
    const answers = await Promise.all([1, 2, 3].map(() => staff.post(`/chats/${chatId}/payment/taken`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await controlsOf(chatId)).toEqual([['agent', 'payment-success']]);
    expect(await countOf(`select count(*)::int as n from staff_audit where subject = 'chat ${chatId}'`)).toBe(
      1,
    );
    expect(
      await countOf(`select count(*)::int as n from chat_messages
       where conversation_id = ${chatId} and body = 'The chat has ended.'`),
    ).toBe(1);
  });

  it('sends no secure form and takes no card for a quote another change has overtaken', async () => {
    const { quote, chatId, staff, view, sendForm } = await paymentChat();
    const url = await sendForm();
    // Another change lands on the policy after this quote was priced (a staff edit, say).
    await t.db.execute(`insert into policy_changes (policy_id, version, quote_uuid, form, actor, change, at)
       select policy_id, policy_version + 1, 'staff-edit', 'com', 'staff', '{}'::jsonb, now()
       from quotes where uuid = '${quote.uuid}'`);
    expect((await view()).actions).toEqual([]);
    const refused = await staff.post(`/chats/${chatId}/payment/secure-form`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Another change has been made to this policy/);
    const charged = await form(url, { ...SECURE_FORM_CARD, cardNumber: '4111 1111 1111 1111' });
    expect(charged.body).toContain('This change no longer takes a payment here.');
    expect(await statusOf(quote.uuid)).not.toBe('PAYMENT_CONFIRMED');
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
    expect(await view()).toMatchObject({ actions: [], chatStatus: 'resolved' });
  });
});
