import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies, vehicles } from '../db/schema/policies.ts';
import { paymentJourney } from '../test/abuse/paymentJourney.ts';
import { createTestApp, startSession, type TestApp, testDatabaseKinds } from '../test/testApp.ts';

describe.each(testDatabaseKinds)('quotes priced against an older policy version (%s)', (kind) => {
  let test: TestApp;
  let session: string;

  beforeAll(async () => {
    test = await createTestApp(kind, { TOKEN_RATE_LIMIT_MAX: 100_000 });
    session = await startSession(test.app);
  });
  afterAll(() => test?.close());

  const journey = () => paymentJourney(test.app, test.database.db, session);
  const post = (url: string, payload: object) => journey().post(url, payload);
  /** Prices a cheaper car on 10000001 (nothing to pay, so it can simply be accepted). */
  const cheaperCarQuote = (make: string) => journey().newQuote(make, '2012');
  const carsOnRecord = async () => {
    const [policy] = await test.database.db
      .select()
      .from(policies)
      .where(eq(policies.policyNumber, '10000001'));
    return test.database.db.select().from(vehicles).where(eq(vehicles.policyId, policy!.id));
  };

  it('refuses the second of two open quotes once the first is accepted, and keeps the first car', async () => {
    const kia = await cheaperCarQuote('KIA');
    const skoda = await cheaperCarQuote('SKODA');

    expect((await post('quote/accept', kia)).statusCode).toBe(200);

    const reopened = await post('cov/idv/validate', { token: skoda.token });
    expect(reopened.statusCode).toBe(400);
    expect(reopened.json()).toMatchObject({ errorCode: 'QUOTE_SUPERSEDED' });
    const accepted = await post('quote/accept', skoda);
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json()).toMatchObject({ errorCode: 'QUOTE_SUPERSEDED' });
    expect((await carsOnRecord()).map((car) => car.make)).toEqual(['KIA']);
  });

  it('applies exactly one of two quotes accepted at the same moment', async () => {
    const first = await cheaperCarQuote('FIAT');
    const second = await cheaperCarQuote('SEAT');
    const answers = await Promise.all([post('quote/accept', first), post('quote/accept', second)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json()).toMatchObject({
      errorCode: 'QUOTE_SUPERSEDED',
    });
    const cars = await carsOnRecord();
    expect(cars).toHaveLength(1);
    expect(['FIAT', 'SEAT']).toContain(cars[0]!.make);
  });
});
