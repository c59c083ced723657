import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentJourney, type QuoteLink } from '../abuse/paymentJourney.ts';
import { skipWithout } from '../skipWithout.ts';
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
  /** A session stays on the policy it identified, so each policy's payment has its own. */
  session: string;
}

/** The demo cov answers moved to today, since the child server runs on the real clock. */
function answersForToday(policyNumber: string) {
  const today = TZDate.tz('Europe/London');
  const day = (offset: number) => format(addDays(today, offset), 'dd/MM/yyyy');
  return {
    ...covAnswers({ make: 'PORSCHE', model: 'KILL', yearOfManufacture: '2025' }),
    policyNumber,
    coverStartDate: day(10),
    purchaseDate: day(-3),
  };
}

/**
 * One card-paid policy per payment, copied from Amelia Hart's 10000001: open quotes on one
 * policy supersede each other once one is paid, and this test is about the kill, not that.
 */
async function copiesOfTheCardPaidPolicy(url: string, count: number): Promise<string[]> {
  const numbers = Array.from({ length: count }, (_, i) => `1900000${i}`);
  for (const number of numbers)
    await queryAside(
      url,
      `WITH source AS (SELECT * FROM policies WHERE policy_number = '10000001'),
       copy AS (
         INSERT INTO policies (policy_number, policyholder_id, brand, product, cover_start, cover_end,
           renewal_date, annual_premium_pence, payment_type, remaining_instalments, triage_status,
           cover_type, linked_breakdown, breakdown_premium_pence, voluntary_excess_pence,
           annual_mileage, purchased_on)
         SELECT $1, policyholder_id, brand, product, cover_start, cover_end, renewal_date,
           annual_premium_pence, payment_type, remaining_instalments, triage_status, cover_type,
           linked_breakdown, breakdown_premium_pence, voluntary_excess_pence, annual_mileage,
           purchased_on FROM source RETURNING id),
       cars AS (
         INSERT INTO vehicles (policy_id, registration, make, model, year_of_manufacture, fuel,
           transmission, value_pence, insurance_group)
         SELECT copy.id, registration, make, model, year_of_manufacture, fuel, transmission,
           value_pence, insurance_group FROM vehicles, copy, source WHERE vehicles.policy_id = source.id),
       people AS (
         INSERT INTO drivers (policy_id, full_name, date_of_birth, licence_years, main_driver,
           compulsory_excess_pence, voluntary_excess_pence)
         SELECT copy.id, d.full_name, d.date_of_birth, d.licence_years, d.main_driver,
           d.compulsory_excess_pence, d.voluntary_excess_pence FROM drivers d, copy, source
         WHERE d.policy_id = source.id)
       INSERT INTO addresses (policy_id, line1, line2, town, postcode, uprn)
       SELECT copy.id, line1, line2, town, postcode, uprn FROM addresses, copy, source
       WHERE addresses.policy_id = source.id`,
      [number],
    );
  return numbers;
}

describe.skipIf(skipWithout(postgresServerUrl, SKIP_WITHOUT_POSTGRES))(
  'the server killed with SIGKILL while payments execute',
  () => {
    let scratch: ScratchDatabase;
    let server: ServerProcess | undefined;
    const prepared: Prepared[] = [];

    beforeAll(async () => {
      scratch = await createScratchDatabase(new Date());
      // Quotes are made ready in-process (save, link, proceed, card): only execute meets the kill.
      const database = await scratch.open();
      const policyNumbers = await copiesOfTheCardPaidPolicy(scratch.url, PAYMENTS);
      const app = await faultApp(database, {}, () => new Date());
      try {
        for (let i = 0; i < PAYMENTS; i++) {
          const session = await startSession(app);
          const journey = paymentJourney(app, database.db, session);
          const saved = await journey.post('cov/save', {
            brand: 'DIRECTLINE',
            product: 'PCW',
            answers: answersForToday(policyNumbers[i]!),
          });
          expect(saved.statusCode, saved.body).toBe(200);
          // The quote email's facts hold its one-time token until the email is sent.
          const [email] = await queryAside<{ token: string | null }>(
            scratch.url,
            "SELECT facts->>'token' AS token FROM outbox WHERE kind = 'quote' ORDER BY id DESC LIMIT 1",
          );
          const token = email?.token ?? '';
          const record = await journey.post('cov/idv/validate', { token });
          expect(record.statusCode, record.body).toBe(200);
          const quote = { token, uuid: record.json().quoteDTO.uuid as string };
          expect((await journey.post('quote/payment/proceed', quote)).json()).toEqual({
            status: 'PAYMENT_PROCEEDED',
          });
          const ready = await journey.cardReady('4111111111111111');
          prepared.push({
            quote,
            session,
            body: journey.executeBody(quote, ready, `sigkill-${i}-${'r'.repeat(16)}`),
          });
        }
      } finally {
        await app.close();
        await database.close();
      }
    });
    afterAll(async () => {
      await server?.kill();
      await scratch?.drop();
    });

    const execute = (origin: string, { body, session }: Prepared) =>
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
      const inFlight = prepared.map((payment) => execute(server!.origin, payment).catch(() => undefined));
      // Kill as soon as the first payment is answered: the rest are mid-way or not yet started.
      await Promise.race(inFlight);
      await server.kill();
      const before = await Promise.all(inFlight);
      const acknowledged = before.flatMap((answer, i) => (answer?.status === 200 ? [{ i, answer }] : []));
      expect(acknowledged.length, 'at least one payment answered before the kill').toBeGreaterThan(0);

      // The browser retries every execute with its same idempotency key against the restarted server.
      server = await startServerProcess(scratch.url, await freePort());
      const retried = await Promise.all(prepared.map((payment) => execute(server!.origin, payment)));
      for (const answer of retried)
        expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 200 });
      expect(retried.map((answer) => answer.body.paymentDecision)).toEqual(retried.map(() => 'SUCCESS'));
      for (const { i, answer } of acknowledged)
        expect(retried[i]?.body.paymentId).toBe(answer.body.paymentId);

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
    });
  },
);
