import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../db/schema/email.ts';
import { quotes } from '../db/schema/quotes.ts';
import { covAnswers, onRecordCars } from '../test/testAnswers.ts';
import type { TestApp } from '../test/testApp.ts';

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
    const emails = await app().db.select().from(outbox).where(eq(outbox.kind, 'quote'));
    const token = emails.at(-1)!.text.match(/verification\/([\w-]+)/)![1]!;
    const uuid = (await api(saver, 'cov/idv/validate', { token })).json().quoteDTO.uuid as string;
    expect((await api(saver, 'quote/payment/proceed', { token, uuid })).json()).toEqual({
      status: 'PAYMENT_PROCEEDED',
    });
    return { token, uuid };
  }
  return { api, form, statusOf, proceededQuote };
}
