import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/email.ts';
import { quotes } from '../db/schema/quotes.ts';
import { covAnswers, onRecordCars } from '../test/testAnswers.ts';
import { createTestApp, startSession, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

const CARD = {
  holderName: 'Amelia Hart',
  expiryMonth: '12',
  expiryYear: '2029',
  securityNumber: '123',
  postCode: 'LS1 4AP',
};

describe.each(TEST_DATABASES)('a customer paying alone through the secure card form on %s', (kind) => {
  let t: TestApp;
  // Tuesday 10 March 2026, 22:40 in London (GMT): secure payment and web chat are open until 23:00.
  const clock = testClock('2026-03-10T22:40:00Z');
  let saver: string;
  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
    saver = await startSession(t.app);
  });
  afterAll(async () => t.close());

  const api = (session: string, path: string, body: object, quoteToken?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/mta-api/mta/${path}`,
      headers: {
        'x-auth-token': session,
        'content-type': 'application/json',
        ...(quoteToken ? { 'x-mta-quote-token': quoteToken } : {}),
      },
      payload: JSON.stringify(body),
    });
  const form = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const statusOf = async (uuid: string) =>
    (await t.db.select().from(quotes).where(eq(quotes.uuid, uuid)))[0]?.status;

  /** A cov quote that takes a card payment, proceeded to payment: its link token and uuid. */
  async function proceededQuote(year = '2024') {
    const saved = await api(saver, 'cov/save', {
      brand: 'DIRECTLINE',
      product: 'PCW',
      answers: covAnswers(
        { make: 'BMW', model: '3 SERIES', yearOfManufacture: year },
        await onRecordCars(t.app, saver),
      ),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const emails = await t.db.select().from(outbox).where(eq(outbox.kind, 'quote'));
    const token = emails.at(-1)!.text.match(/verification\/([\w-]+)/)![1]!;
    const uuid = (await api(saver, 'cov/idv/validate', { token })).json().quoteDTO.uuid as string;
    expect((await api(saver, 'quote/payment/proceed', { token, uuid })).json()).toEqual({
      status: 'PAYMENT_PROCEEDED',
    });
    return { token, uuid };
  }

  it('takes a card through the form, then answers SUCCESS and confirms the quote; no card number is kept', async () => {
    const quote = await proceededQuote();
    expect((await api(saver, 'speik/status', { uuid: quote.uuid }, quote.token)).json()).toBe('WAITING');
    const url = (await api(saver, 'speik/url', { uuid: quote.uuid }, quote.token)).json() as string;
    expect(url).toMatch(/^\/secure-form\/[\w-]{22}$/);
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="field-cardNumber">Card number</label>');
    expect(page.body).toContain(`data-uuid="${quote.uuid}"`);
    expect(page.body).not.toMatch(/<script>|style=/);

    const wrong = await form(url, { ...CARD, cardNumber: '4111 1111 1111 1111', securityNumber: '1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Your security number must be 3 or 4 digits');
    expect(wrong.body).not.toContain('4111');

    const paid = await form(url, { ...CARD, cardNumber: '4111 1111 1111 1111' });
    expect(paid.body).toContain('Payment taken');
    expect((await api(saver, 'speik/status', { uuid: quote.uuid }, quote.token)).json()).toBe('SUCCESS');
    expect(await statusOf(quote.uuid)).toBe('PAYMENT_CONFIRMED');
    // Paid once: the form shows the outcome again, and no new form is handed out for the quote.
    expect((await form(url, { ...CARD, cardNumber: '4111 1111 1111 1111' })).body).toContain('Payment taken');
    expect((await api(saver, 'speik/url', { uuid: quote.uuid }, quote.token)).statusCode).toBe(409);
    const everything = JSON.stringify(
      await t.db.execute('select * from secure_forms, sandbox_cards, sandbox_payments'),
    );
    expect(everything).not.toContain('4111111111111111');
    expect(everything).not.toContain('"123"');
  });
});
