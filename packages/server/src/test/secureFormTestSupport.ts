import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { chatAgentPresence } from '../db/schema/ops.ts';
import { quotes } from '../db/schema/quotes.ts';
import { outboxEmails } from './outboxTestSupport.ts';
import { staffClient } from './staffTestClient.ts';
import { covAnswers, onRecordCars } from './testAnswers.ts';
import type { TestApp } from './testApp.ts';

/** What a customer types into the secure card form, but the card number (each test picks its card). */
export const SECURE_FORM_CARD = {
  holderName: 'Amelia Hart',
  expiryMonth: '12',
  expiryYear: '2029',
  securityNumber: '123',
  postCode: 'LS1 4AP',
};

/**
 * The calls the secure-form tests make: the portal API as the customer's session (with the quote's
 * link token when given), the secure form's own page posts, and a proceeded quote to pay.
 * The app and session are read when called, as they are made in the tests' beforeAll.
 */
export function securePaymentCalls(app: () => TestApp, session: () => string) {
  const api = (caller: string, path: string, body: object, quoteToken?: string) =>
    app().app.inject({
      method: 'POST',
      url: `/mta-api/mta/${path}`,
      headers: {
        'x-auth-token': caller,
        'content-type': 'application/json',
        ...(quoteToken ? { 'x-mta-quote-token': quoteToken } : {}),
      },
      payload: JSON.stringify(body),
    });
  const form = (url: string, fields: Record<string, string>) =>
    app().app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const statusOf = async (uuid: string) =>
    (await app().db.select().from(quotes).where(eq(quotes.uuid, uuid)))[0]?.status;

  /** A cov quote that takes a card payment, proceeded to payment: its link token and uuid. */
  async function proceededQuote(year = '2024') {
    const saver = session();
    const saved = await api(saver, 'cov/save', {
      brand: 'DIRECTLINE',
      product: 'PCW',
      answers: covAnswers(
        { make: 'BMW', model: '3 SERIES', yearOfManufacture: year },
        await onRecordCars(app().app, saver),
      ),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const emails = await outboxEmails(app().db, 'quote');
    const token = emails.at(-1)!.text.match(/verification\/([\w-]+)/)![1]!;
    const uuid = (await api(saver, 'cov/idv/validate', { token })).json().quoteDTO.uuid as string;
    expect((await api(saver, 'quote/payment/proceed', { token, uuid })).json()).toEqual({
      status: 'PAYMENT_PROCEEDED',
    });
    return { token, uuid };
  }
  /** A payment chat on a fresh proceeded quote, the customer listening, an agent signed in. */
  async function paymentChat() {
    const quote = await proceededQuote();
    const staff = staffClient(app().app);
    await staff.signIn('agent@portal.example', 'agent-demo-password');
    // Chat is offered only while an agent is present, as their console's socket would say.
    const agentId = (await staff.get('/me')).json().staff.id as number;
    await app()
      .db.insert(chatAgentPresence)
      .values({ staffId: agentId, seenAt: app().clock.now() })
      .onConflictDoUpdate({ target: chatAgentPresence.staffId, set: { seenAt: app().clock.now() } });
    await api(session(), 'webchat/payment', { uuid: quote.uuid }, quote.token);
    const rows = (await app().db.execute(
      'select id from chat_conversations order by id desc limit 1',
    )) as unknown as {
      rows: { id: number }[];
    };
    const chatId = rows.rows[0]!.id;
    const view = async () => (await staff.get(`/chats/${chatId}/payment`)).json();
    const sendForm = async () => {
      expect((await staff.post(`/chats/${chatId}/payment/secure-form`)).statusCode).toBe(200);
      const sent = await app().db.execute(
        `select control from chat_messages where conversation_id = ${chatId} and control is not null order by id desc limit 1`,
      );
      return (sent as unknown as { rows: { control: { url: string } }[] }).rows[0]!.control.url;
    };
    return { quote, chatId, staff, view, sendForm };
  }

  /** Pays the form with a 3-D Secure card as far as the bank's page; `answer` then settles it. */
  async function toTheBank(url: string, cardNumber: string) {
    const challenge = await form(url, { ...SECURE_FORM_CARD, cardNumber });
    const field = (name: string) => challenge.body.match(new RegExp(`name="${name}" value="([^"]+)"`))![1]!;
    return async (outcome: 'approve' | 'fail') => {
      const answered = await form('/sandbox-gateway/challenge', {
        md: field('MD'),
        JWT: field('JWT'),
        outcome,
      });
      return app().app.inject({ url: new URL(answered.headers.location as string).pathname });
    };
  }

  return { api, form, statusOf, proceededQuote, paymentChat, toTheBank };
}
