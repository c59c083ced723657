import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CardReady, paymentJourney, type QuoteLink } from '../abuse/paymentJourney.ts';
import { covAnswers } from '../testAnswers.ts';
import { startSession } from '../testApp.ts';
import { faultApp } from './faultApp.ts';
import {
  createScratchDatabase,
  postgresServerUrl,
  queryAside,
  type ScratchDatabase,
  SKIP_WITHOUT_POSTGRES,
} from './scratchDatabase.ts';
import { freePort, type ServerProcess, startServerProcess } from './serverProcess.ts';

const PAYMENTS = 10;

interface Prepared {
  quote: QuoteLink;
  body: Record<string, unknown>;
}

/** The demo cov answers moved to today, since the child server runs on the real clock. */
function answersForToday() {
  const today = TZDate.tz('Europe/London');
  const day = (offset: number) => format(addDays(today, offset), 'dd/MM/yyyy');
  return {
    ...covAnswers({ make: 'PORSCHE', model: 'KILL', yearOfManufacture: '2025' }),
    coverStartDate: day(10),
    purchaseDate: day(-3),
  };
}

describe.skipIf(!postgresServerUrl)('the server killed with SIGKILL while payments execute', () => {
  let scratch: ScratchDatabase;
  let server: ServerProcess | undefined;
  let session: string;
  const prepared: Prepared[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(new Date());
    // Quotes are made ready in-process (save, link, proceed, card): only execute meets the kill.
    const database = await scratch.open();
    const app = await faultApp(database, {}, () => new Date());
    try {
      session = await startSession(app);
      const journey = paymentJourney(app, database.db, session);
      const card: CardReady = await journey.cardReady('4111111111111111');
      for (let i = 0; i < PAYMENTS; i++) {
        const saved = await journey.post('cov/save', {
          brand: 'DIRECTLINE',
          product: 'PCW',
          answers: answersForToday(),
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const [email] = await queryAside<{ text: string }>(
          scratch.url,
          "SELECT text FROM outbox WHERE kind = 'quote' ORDER BY id DESC LIMIT 1",
        );
        const token = email?.text.match(/verification\/([\w-]+)/)?.[1] ?? '';
        const record = await journey.post('cov/idv/validate', { token });
        expect(record.statusCode, record.body).toBe(200);
        const quote = { token, uuid: record.json().quoteDTO.uuid as string };
        expect((await journey.post('quote/payment/proceed', quote)).json()).toEqual({
          status: 'PAYMENT_PROCEEDED',
        });
        const ready = i === 0 ? card : await journey.cardReady('4111111111111111');
        prepared.push({ quote, body: journey.executeBody(quote, ready, `sigkill-${i}-${'r'.repeat(16)}`) });
      }
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    await scratch?.drop();
  });

  const execute = (origin: string, body: Record<string, unknown>) =>
    fetch(`${origin}/mta-api/mta/payment/execute`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': session },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    }));

  it('charges every quote exactly once and keeps every acknowledged payment after a restart', async () => {
    server = await startServerProcess(scratch.url, await freePort());
    const inFlight = prepared.map(({ body }) => execute(server!.origin, body).catch(() => undefined));
    // Kill as soon as the first payment is answered: the rest are mid-way or not yet started.
    await Promise.race(inFlight);
    await server.kill();
    const before = await Promise.all(inFlight);
    const acknowledged = before.flatMap((answer, i) => (answer?.status === 200 ? [{ i, answer }] : []));
    expect(acknowledged.length, 'at least one payment answered before the kill').toBeGreaterThan(0);

    // The browser retries every execute with its same idempotency key against the restarted server.
    server = await startServerProcess(scratch.url, await freePort());
    const retried = await Promise.all(prepared.map(({ body }) => execute(server!.origin, body)));
    for (const answer of retried) expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 200 });
    expect(retried.map((answer) => answer.body.paymentDecision)).toEqual(retried.map(() => 'SUCCESS'));
    for (const { i, answer } of acknowledged) expect(retried[i]?.body.paymentId).toBe(answer.body.paymentId);

    const uuids = prepared.map(({ quote }) => quote.uuid);
    const quotes = await queryAside<{ uuid: string; status: string }>(
      scratch.url,
      'SELECT uuid::text AS uuid, status FROM quotes WHERE uuid::text = ANY($1)',
      [uuids],
    );
    expect(quotes.map((quote) => quote.status)).toEqual(uuids.map(() => 'PAYMENT_CONFIRMED'));
    const charges = await queryAside<{ reference: string; n: number }>(
      scratch.url,
      'SELECT reference, count(*)::int AS n FROM sandbox_payments WHERE reference = ANY($1) GROUP BY reference',
      [uuids],
    );
    expect(charges.map((charge) => charge.n)).toEqual(uuids.map(() => 1));
    const confirmations = await queryAside<{ n: number }>(
      scratch.url,
      "SELECT count(*)::int AS n FROM quote_events WHERE event = 'confirmPayment'",
    );
    expect(confirmations[0]?.n).toBe(PAYMENTS);
  }, 240_000);
});

if (!postgresServerUrl) describe.skip(`SIGKILL during payments: ${SKIP_WITHOUT_POSTGRES}`, () => {});
