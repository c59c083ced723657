import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession, testDatabaseKinds } from '../testApp.ts';
import { createLoggedApp, type LoggedApp } from './loggedApp.ts';
import { paymentJourney, SECURITY_NUMBER } from './paymentJourney.ts';

const FRICTIONLESS = '4111111111111111';
const CHALLENGED = '5555555555554444';
const DECLINED_EXPIRED = '4000000000000002';

/** A card number as people type it: run together, in fours with spaces, or with dashes. */
const spellings = (number: string) => {
  const fours = number.match(/.{1,4}/g) ?? [];
  return [number, fours.join(' '), fours.join('-')];
};

/** Card data that must never be kept: every spelling of each full number, and the security code. */
function expectNoCardData(text: string, where: string) {
  for (const number of [FRICTIONLESS, CHALLENGED, DECLINED_EXPIRED])
    for (const spelling of spellings(number))
      expect(text.includes(spelling), `${spelling} in ${where}`).toBe(false);
  expect(text, `security code in ${where}`).not.toMatch(
    new RegExp(`"${SECURITY_NUMBER}"|:${SECURITY_NUMBER}[,}]`),
  );
  expect(text, `security code field in ${where}`).not.toMatch(/"(securityNumber|cvv|cvc|securityCode)"/i);
}

describe.each(testDatabaseKinds)('no card number or security code is kept (%s)', (kind) => {
  let logged: LoggedApp;
  beforeAll(async () => {
    logged = await createLoggedApp(kind);
    const session = await startSession(logged.app);
    const journey = paymentJourney(logged.app, logged.database.db, session);

    const paid = await journey.newQuote('BMW', '2016');
    await journey.post('quote/payment/proceed', paid);
    const frictionless = await journey.execute(
      paid,
      await journey.cardReady(FRICTIONLESS),
      `abuse-${'a'.repeat(16)}`,
    );
    expect(frictionless.json()).toMatchObject({ paymentDecision: 'SUCCESS' });

    // Typed in fours with spaces, and taken through the bank's 3-D Secure page.
    const challenged = await journey.newQuote('PORSCHE', '2025');
    const proceeded = await journey.post('quote/payment/proceed', challenged);
    expect(proceeded.json()).toEqual({ status: 'PAYMENT_PROCEEDED' });
    const spaced = spellings(CHALLENGED)[1] ?? CHALLENGED;
    const answer = await journey.execute(
      challenged,
      await journey.cardReady(spaced),
      `abuse-${'b'.repeat(16)}`,
    );
    expect(answer.json()).toMatchObject({ paymentDecision: 'GO_TO_3D_SECURE' });
    const approved = await logged.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/challenge',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        md: answer.json().md,
        outcome: 'approve',
        JWT: answer.json().challengeJWT,
      }).toString(),
    });
    expect(approved.statusCode).toBe(303);

    // A refused card is logged and judged like any other input: its number must not stay either.
    const refused = await journey.post('payment/validate', {
      cardNumber: DECLINED_EXPIRED,
      securityNumber: SECURITY_NUMBER,
      expiryMonthYear: { month: 1, year: 2020 },
    });
    expect(refused.statusCode).toBe(400);
  });
  afterAll(() => logged?.close());

  it('keeps no full card number or security code in any table', async () => {
    const tables = (await logged.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'sandbox_cards',
        'sandbox_payments',
        'quotes',
        'outbox',
        'payment_idempotency',
      ]),
    );
    for (const { table_name: table } of tables.rows) {
      const rows = (await logged.database.db.execute(sql.raw(`select * from "${table}"`))) as unknown as {
        rows: unknown[];
      };
      expectNoCardData(JSON.stringify(rows.rows), `table ${table}`);
    }
    // The journey did store card facts, so the search above looked where they would be.
    const cards = (await logged.database.db.execute(sql`select * from sandbox_cards`)) as unknown as {
      rows: unknown[];
    };
    expect(JSON.stringify(cards.rows)).toContain('1111');
  });

  it('writes no full card number or security code to the logs, even at trace level', () => {
    const logs = logged.logs();
    expect(logs).toContain('/mta-api/mta/payment/validate');
    expect(logs).toContain('/mta-api/mta/payment/execute');
    expectNoCardData(logs, 'the logs');
  });
});
