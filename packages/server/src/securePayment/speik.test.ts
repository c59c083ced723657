import { OWNED_BY_ANOTHER } from '@portal/domain/chat/chatLifecycle';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { chatConversations, chatMessages } from '../db/schema/ops.ts';
import { callbackSignature } from '../routes/speik.ts';
import { agentSocket } from '../test/chatTestSockets.ts';
import { SECURE_FORM_CARD, securePaymentCalls } from '../test/secureFormTestSupport.ts';
import { staffClient } from '../test/staffTestClient.ts';
import { createTestApp, startSession, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

describe.each(TEST_DATABASES)('the secure card form and the web-chat payment path on %s', (kind) => {
  let t: TestApp;
  // Tuesday 10 March 2026, 22:40 in London (GMT): secure payment and web chat are open until 23:00.
  const clock = testClock('2026-03-10T22:40:00Z');
  let saver: string;
  /** A proceeded quote nobody pays, kept for the closing-hours test at the end. */
  let unpaid: { token: string; uuid: string } | undefined;
  let present: Awaited<ReturnType<typeof agentSocket>> | undefined;
  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
    saver = await startSession(t.app);
    // Chat is offered only while an agent is present.
    present = await agentSocket(t.app);
  });
  afterAll(async () => {
    present?.socket.terminate();
    await t.close();
  });
  const { api, form, statusOf, proceededQuote, paymentChat, toTheBank } = securePaymentCalls(
    () => t,
    () => saver,
  );

  it("refuses a quote that is not the caller's: no link token, another quote's token, another brand", async () => {
    const mine = await proceededQuote();
    const other = await proceededQuote();
    for (const path of ['speik/url', 'speik/status', 'webchat/payment']) {
      expect((await api(saver, path, { uuid: mine.uuid })).statusCode).toBe(404);
      expect((await api(saver, path, { uuid: mine.uuid }, other.token)).statusCode).toBe(404);
      expect((await api(saver, path, { uuid: 'not-a-uuid' }, mine.token)).statusCode).toBe(400);
    }
    const privilege = await startSession(t.app, 'privilege.localhost');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/speik/url',
      headers: {
        host: 'privilege.localhost',
        'x-auth-token': privilege,
        'x-mta-quote-token': mine.token,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ uuid: mine.uuid }),
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('believes only a signed callback, and then only what the gateway says of the form’s own payment', async () => {
    const quote = await proceededQuote();
    unpaid = quote;
    const url = (await api(saver, 'speik/url', { uuid: quote.uuid }, quote.token)).json() as string;
    const formId = url.split('/').at(-1)!;
    const callback = (paymentId: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/mta-api/mta/speik/callback',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ formId, paymentId, signature }),
      });
    expect((await callback('pay_0123456789', '0'.repeat(64))).statusCode).toBe(403);
    const signed = await callback(
      'pay_0123456789',
      callbackSignature(t.config.GATEWAY_SECRET, formId, 'pay_0123456789'),
    );
    expect(signed.json()).toBe('WAITING');
    expect((await api(saver, 'speik/status', { uuid: quote.uuid }, quote.token)).json()).toBe('WAITING');
  });

  it("refuses a payment action to an agent who has not taken over the owner's chat", async () => {
    const { chatId, sendForm } = await paymentChat();
    await sendForm();
    const supervisor = staffClient(t.app);
    await supervisor.signIn('supervisor@portal.example', 'supervisor-demo-password');
    const refused = await supervisor.post(`/chats/${chatId}/payment/secure-form`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(OWNED_BY_ANOTHER);
  });

  it('sends "declined" only after the bank declined, and nothing while the bank is still checking', async () => {
    const { quote, chatId, staff, view, sendForm } = await paymentChat();
    expect((await view()).actions).toEqual(['secure-form', 'transferred']);
    expect((await staff.post(`/chats/${chatId}/payment/declined`, { attempt: 1 })).statusCode).toBe(409);

    const answer = await toTheBank(await sendForm(), '3782 822463 10005');
    expect(await view()).toMatchObject({ paymentInFlight: true, actions: [] });
    for (const action of ['secure-form', 'transferred', 'taken'])
      expect((await staff.post(`/chats/${chatId}/payment/${action}`)).json().message).toMatch(
        /bank is still checking/,
      );

    expect((await answer('approve')).body).not.toContain('Payment taken'); // this card is always declined
    expect((await view()).actions).toEqual(['secure-form', 'declined', 'transferred']);
    expect((await staff.post(`/chats/${chatId}/payment/declined`, { attempt: 3 })).statusCode).toBe(400);
    expect((await staff.post(`/chats/${chatId}/payment/transferred`)).statusCode).toBe(200);
    expect((await staff.post(`/chats/${chatId}/payment/declined`, { attempt: 2 })).statusCode).toBe(200);
    expect(await statusOf(quote.uuid)).toBe('PAYMENT_PROCEEDED');
    const triage = await t.app.inject({
      method: 'POST',
      url: '/chat-api/conversations',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ topic: 'triage', name: 'Someone' }),
    });
    expect(triage.statusCode).toBe(200);
    expect((await staff.post(`/chats/${chatId + 1}/payment/secure-form`)).statusCode).toBe(404);
  });

  it('hands a transferred payment chat back to the queue for the next free agent, the customer still in it', async () => {
    const { chatId, staff, view } = await paymentChat();
    expect((await staff.post(`/chats/${chatId}/payment/transferred`)).statusCode).toBe(200);
    const [conversation] = await t.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, chatId));
    expect(conversation).toMatchObject({ status: 'waiting', staffId: null });
    const said = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, chatId));
    expect(said.map((message) => message.control?.type ?? message.body)).toEqual(
      expect.arrayContaining([
        'payment-transferred',
        expect.stringMatching(/passed the chat to the next free agent/),
      ]),
    );
    // Its payment is still open: whoever takes the chat next can send the form.
    expect((await view()).actions).toContain('secure-form');
  });

  it('runs a payment chat: bound to the quote, agent actions audited, control messages only from staff or the portal', async () => {
    const quote = await proceededQuote();
    // A session opened from the emailed link alone was never identified against the policy.
    const stranger = await startSession(t.app);
    const strangerChat = await api(stranger, 'webchat/payment', { uuid: quote.uuid }, quote.token);
    expect(strangerChat.statusCode, strangerChat.body).toBe(200);
    const opened = await api(saver, 'webchat/payment', { uuid: quote.uuid }, quote.token);
    const inbox: Record<string, unknown>[] = [];
    const customer: WebSocket = await t.app.injectWS(
      '/chat-api/ws',
      {},
      {
        onInit: (ws) => ws.on('message', (raw) => inbox.push(JSON.parse(String(raw)))),
      },
    );
    customer.send(JSON.stringify({ type: 'hello', token: opened.json().token }));
    await expect.poll(() => inbox.some((data) => data.type === 'history')).toBe(true);
    // The customer tries to forge an outcome: it is stored as plain text, with no control.
    customer.send(
      JSON.stringify({ type: 'message', body: 'payment-success', control: { type: 'payment-success' } }),
    );

    const staff = staffClient(t.app);
    expect((await staff.signIn('agent@portal.example', 'agent-demo-password')).statusCode).toBe(200);
    const chats = await t.db.execute('select id, verified from chat_conversations order by id');
    const rows = (chats as unknown as { rows: { id: number; verified: boolean }[] }).rows;
    const [strangerRow, chatRow] = rows.slice(-2);
    const chatId = chatRow!.id;
    expect((await staff.get(`/chats/${strangerRow!.id}/payment`)).json().verification).toBe('NOT VERIFIED');
    const view = (await staff.get(`/chats/${chatId}/payment`)).json();
    expect(view).toMatchObject({ form: 'cov', verification: 'VERIFIED: Check Auth', secureForm: null });
    expect(view.amountDuePence).toBeGreaterThan(0);

    // Without the CSRF token nothing happens; before the gateway has taken it, no confirming.
    expect(
      (await staff.post(`/chats/${chatId}/payment/secure-form`, {}, { 'x-csrf-token': 'x' })).statusCode,
    ).toBe(403);
    expect((await staff.post(`/chats/${chatId}/payment/taken`)).statusCode).toBe(409);

    expect((await staff.post(`/chats/${chatId}/payment/secure-form`)).statusCode).toBe(200);
    await expect
      .poll(() =>
        inbox.some(
          (data) => (data.message as { control?: { type: string } })?.control?.type === 'secure-form',
        ),
      )
      .toBe(true);
    const sent = inbox.find((data) => (data.message as { control?: unknown })?.control) as {
      message: { control: { url: string } };
    };
    const url = sent.message.control.url;
    expect((await staff.get(`/chats/${chatId}/payment`)).json().secureForm).toBe('WAITING');

    // A 3-D Secure card: the test bank page inside the frame, approved, then back to the form.
    const challenge = await form(url, { ...SECURE_FORM_CARD, cardNumber: '5555 5555 5555 4444' });
    expect(challenge.body).toContain('Continue to your bank');
    const field = (name: string) => challenge.body.match(new RegExp(`name="${name}" value="([^"]+)"`))![1]!;
    const bank = await form('/sandbox-gateway/challenge', {
      MD: field('MD'),
      JWT: field('JWT'),
      Frame: 'self',
    });
    expect(bank.body).toContain('target="_self"');
    const approved = await form('/sandbox-gateway/challenge', {
      md: field('MD'),
      JWT: field('JWT'),
      outcome: 'approve',
    });
    expect(approved.statusCode).toBe(303);
    const back = await t.app.inject({ url: new URL(approved.headers.location as string).pathname });
    expect(back.body).toContain('Payment taken');
    expect((await staff.get(`/chats/${chatId}/payment`)).json().secureForm).toBe('TAKEN');
    // Taken by the gateway: the quote is confirmed and the customer told at once, without
    // waiting for the agent; the chat has ended, so the agent has nothing left to send.
    expect(await statusOf(quote.uuid)).toBe('PAYMENT_CONFIRMED');
    expect((await staff.post(`/chats/${chatId}/payment/taken`)).statusCode).toBe(409);
    await expect
      .poll(() =>
        inbox.some(
          (data) => (data.message as { control?: { type: string } })?.control?.type === 'payment-success',
        ),
      )
      .toBe(true);

    const controls = await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, chatId));
    expect(controls.filter((row) => row.control).map((row) => [row.sender, row.control?.type])).toEqual([
      ['agent', 'secure-form'],
      ['system', 'payment-success'],
    ]);
    expect(controls.find((row) => row.sender === 'customer')?.control).toBeNull();
    const audit = await t.db.execute(
      `select staff_email, action from staff_audit where subject = 'chat ${chatId}'`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      { staff_email: 'agent@portal.example', action: 'Payment chat: secure-form' },
    ]);
    customer.terminate();
  });

  it('answers an empty URL once the secure form has closed, so the page turns to web chat', async () => {
    const quote = unpaid!;
    expect((await api(saver, 'speik/url', { uuid: quote.uuid }, quote.token)).json()).not.toBe('');
    clock.advance(10 * 60);
    expect((await api(saver, 'speik/status', { uuid: quote.uuid }, quote.token)).json()).toBe('WAITING');
    clock.advance(10 * 60); // 23:00: closed on a weekday
    expect((await api(saver, 'speik/url', { uuid: quote.uuid }, quote.token)).json()).toBe('');
  });
});
