import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/database.ts';
import { sandboxCard } from '../cardPayment.ts';
import { outboxEmails } from '../outboxTestSupport.ts';
import { covAnswers, onRecordCars } from '../testAnswers.ts';

export { SANDBOX_SECURITY_NUMBER as SECURITY_NUMBER } from '../cardPayment.ts';

const ORIGIN = 'http://directline.localhost:3000';

/** Amelia Hart's sandbox card with the given number. */
export const cardDetails = (cardNumber: string) => sandboxCard('Amelia Hart', cardNumber);

export interface QuoteLink {
  token: string;
  uuid: string;
}
export interface CardReady {
  cardToken: string;
  dfReferenceId: string;
}

/**
 * The customer's whole accept-and-pay journey through the real app, step by step, as
 * quotes/paymentFlow.test.ts drives it: save, open the emailed link, proceed, card, execute.
 */
export function paymentJourney(app: FastifyInstance, db: Db, session: string) {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/mta-api/mta/${url}`, headers: { 'x-auth-token': session }, payload });

  async function newQuote(make: string, year: string): Promise<QuoteLink> {
    const saved = await post('cov/save', {
      brand: 'DIRECTLINE',
      product: 'PCW',
      answers: covAnswers({ make, model: 'TEST', yearOfManufacture: year }, await onRecordCars(app, session)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const emails = await outboxEmails(db, 'quote');
    const token = emails.at(-1)?.text.match(/verification\/([\w-]+)/)?.[1];
    if (!token) throw new Error('no quote link was emailed');
    const record = await post('cov/idv/validate', { token });
    expect(record.statusCode, record.body).toBe(200);
    return { token, uuid: record.json().quoteDTO.uuid as string };
  }

  async function cardReady(number: string): Promise<CardReady> {
    const details = await post('payment/validate', cardDetails(number));
    expect(details.statusCode, details.body).toBe(200);
    const ddc = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/ddc',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        JWT: details.json().deviceDataCollectionJwt,
        Bin: number.replaceAll(' ', '').slice(0, 6),
      }).toString(),
    });
    expect(ddc.statusCode, ddc.body).toBe(200);
    return { cardToken: details.json().cardToken, dfReferenceId: ddc.json().dfReferenceId };
  }

  const executeBody = (quote: QuoteLink, ready: CardReady, idempotencyKey: string) => ({
    ...quote,
    ...ready,
    uiBaseUrl: ORIGIN,
    paymentRedirectionUrl: `${ORIGIN}/#/cov/accept/redirects`,
    paymentSuccessRedirectionUrl: `${ORIGIN}/#/cov/accept/payment-success`,
    paymentDeclineRedirectionUrl: `${ORIGIN}/#/cov/accept/payment-declined`,
    idempotencyKey,
  });

  const execute = (quote: QuoteLink, ready: CardReady, idempotencyKey: string) =>
    post('payment/execute', executeBody(quote, ready, idempotencyKey));

  return { post, newQuote, cardReady, execute, executeBody };
}
