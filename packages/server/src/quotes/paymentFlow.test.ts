import { formatPence } from '@portal/domain/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies, policyChanges, vehicles } from '../db/schema/policies.ts';
import { quoteEvents, quotes } from '../db/schema/quotes.ts';
import { createSandboxGateway } from '../payments/sandboxGateway.ts';
import { sandboxPayments } from '../payments/schema.ts';
import { sandboxCard } from '../test/cardPayment.ts';
import { outboxEmails } from '../test/outboxTestSupport.ts';
import { covAnswers, onRecordCars } from '../test/testAnswers.ts';
import { createTestApp, startSession, type TestApp, testDatabaseKinds } from '../test/testApp.ts';

const card = (cardNumber: string) => sandboxCard('Amelia Hart', cardNumber);

describe.each(testDatabaseKinds)('accept and pay (%s)', (kind) => {
  let test: TestApp;
  let session: string;

  beforeAll(async () => {
    test = await createTestApp(kind, { TOKEN_RATE_LIMIT_MAX: 100_000 });
    session = await startSession(test.app);
  });
  afterAll(() => test?.close());

  const post = (url: string, payload: object) =>
    test.app.inject({
      method: 'POST',
      url: `/mta-api/mta/${url}`,
      headers: { 'x-auth-token': session },
      payload,
    });

  /** Saves a cov request for a car of this make and year, and answers the emailed token and the quote uuid. */
  async function newQuote(make: string, year: string) {
    const saved = await post('cov/save', {
      brand: 'DIRECTLINE',
      product: 'PCW',
      answers: covAnswers(
        { make, model: 'TEST', yearOfManufacture: year },
        await onRecordCars(test.app, session),
      ),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const emails = await outboxEmails(test.database.db, 'quote');
    const token = emails.at(-1)!.text.match(/verification\/([\w-]+)/)![1]!;
    const record = (await post('cov/idv/validate', { token })).json();
    return { token, uuid: record.quoteDTO.uuid as string };
  }

  async function cardReady(number: string) {
    const details = await post('payment/validate', card(number));
    expect(details.statusCode, details.body).toBe(200);
    const ddc = await test.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/ddc',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        JWT: details.json().deviceDataCollectionJwt,
        Bin: number.slice(0, 6),
      }).toString(),
    });
    expect(ddc.statusCode, ddc.body).toBe(200);
    return {
      cardToken: details.json().cardToken as string,
      dfReferenceId: ddc.json().dfReferenceId as string,
    };
  }

  const execute = (
    quote: { token: string; uuid: string },
    ready: { cardToken: string; dfReferenceId: string },
    key: string,
  ) =>
    post('payment/execute', {
      ...quote,
      ...ready,
      uiBaseUrl: 'http://directline.localhost:3000',
      paymentRedirectionUrl: 'http://directline.localhost:3000/#/cov/accept/redirects',
      paymentSuccessRedirectionUrl: 'http://directline.localhost:3000/#/cov/accept/payment-success',
      paymentDeclineRedirectionUrl: 'http://directline.localhost:3000/#/cov/accept/payment-declined',
      idempotencyKey: key,
    });

  it('opens a new attempt after the gateway refuses one, so a good card then pays', async () => {
    const quote = await newQuote('AUDI', '2016');
    expect((await post('quote/payment/proceed', quote)).json()).toEqual({ status: 'PAYMENT_PROCEEDED' });
    const ready = await cardReady('4111111111111111');
    const refused = await post('payment/execute', {
      ...quote,
      ...ready,
      uiBaseUrl: 'https://elsewhere.example',
      paymentRedirectionUrl: 'https://elsewhere.example/#/cov/accept/redirects',
      paymentSuccessRedirectionUrl: 'https://elsewhere.example/#/cov/accept/payment-success',
      paymentDeclineRedirectionUrl: 'https://elsewhere.example/#/cov/accept/payment-declined',
      idempotencyKey: `refused-${'r'.repeat(16)}`,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.json().errorCode).not.toBe('IDEMPOTENCY_KEY_REUSED');

    const paid = await execute(quote, await cardReady('4111111111111111'), `second-${'s'.repeat(16)}`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ paymentDecision: 'SUCCESS' });
  });

  it('reconciles an attempt that reached the gateway before a crash: the customer is not charged twice', async () => {
    const quote = await newQuote('AUDI', '2017');
    expect((await post('quote/payment/proceed', quote)).json()).toEqual({ status: 'PAYMENT_PROCEEDED' });
    // The attempt's charge reached the acquirer, but the portal never heard back (it crashed).
    const acquirer = createSandboxGateway({
      db: test.database.db,
      publicBaseUrl: 'http://directline.localhost:3000',
      secret: test.config.GATEWAY_SECRET,
      clock: () => new Date(),
    });
    const lost = await acquirer.execute(
      {
        ...(await cardReady('4111111111111111')),
        uiBaseUrl: 'http://directline.localhost:3000',
        paymentRedirectionUrl: 'http://directline.localhost:3000/#/cov/accept/redirects',
        paymentSuccessRedirectionUrl: 'http://directline.localhost:3000/#/cov/accept/payment-success',
        paymentDeclineRedirectionUrl: 'http://directline.localhost:3000/#/cov/accept/payment-declined',
        amountPence: 1_000,
        reference: quote.uuid,
      },
      `quote:${quote.uuid}:attempt:1`,
    );
    expect(lost).toMatchObject({ ok: true, value: { paymentDecision: 'SUCCESS' } });

    // The customer tries again with another card: the earlier charge is found, not repeated.
    const again = await execute(quote, await cardReady('4111111111111111'), `retry-${'t'.repeat(16)}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ paymentDecision: 'SUCCESS' });
    const charges = await test.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, quote.uuid));
    expect(charges).toHaveLength(1);
    const [row] = await test.database.db.select().from(quotes).where(eq(quotes.uuid, quote.uuid));
    expect(row?.status).toBe('PAYMENT_CONFIRMED');
  });

  it('takes one payment however many times execute is pressed, then updates the policy', async () => {
    const [policyBefore] = await test.database.db
      .select()
      .from(policies)
      .where(eq(policies.policyNumber, '10000001'));
    const changesBefore = (await test.database.db.select().from(policyChanges)).length;
    const updatesBefore = (await outboxEmails(test.database.db, 'policy-updated')).length;
    const quote = await newQuote('BMW', '2024');
    expect((await post('quote/accept', quote)).json()).toMatchObject({ errorCode: 'PAYMENT_REQUIRED' });
    expect((await post('quote/payment/proceed', quote)).json()).toEqual({ status: 'PAYMENT_PROCEEDED' });
    expect((await post('quote/payment/proceed', quote)).json()).toEqual({ status: 'PAYMENT_PROCEEDED' });

    const ready = await cardReady('4111111111111111');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => execute(quote, ready, `browser-key-${i}-${'x'.repeat(16)}`)),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.json().paymentId)).size).toBe(1);
    expect(answers[0]!.json().paymentDecision).toBe('SUCCESS');

    const [row] = await test.database.db.select().from(quotes).where(eq(quotes.uuid, quote.uuid));
    expect(row?.status).toBe('PAYMENT_CONFIRMED');
    const charges = await test.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, quote.uuid));
    expect(charges).toHaveLength(1);
    const confirmations = await test.database.db
      .select()
      .from(quoteEvents)
      .where(eq(quoteEvents.event, 'confirmPayment'));
    expect(confirmations.filter((event) => event.quoteId === row?.id)).toHaveLength(1);

    const [policy] = await test.database.db
      .select()
      .from(policies)
      .where(eq(policies.policyNumber, '10000001'));
    expect(policy?.version).toBe(policyBefore!.version + 1);
    const [car] = await test.database.db.select().from(vehicles).where(eq(vehicles.policyId, policy!.id));
    // Exactly the car priced: make, year and the fuel and gearbox the customer gave.
    expect(car).toMatchObject({
      make: 'BMW',
      yearOfManufacture: 2024,
      fuel: 'PETROL',
      transmission: 'AUTOMATIC',
    });
    expect(await test.database.db.select().from(policyChanges)).toHaveLength(changesBefore + 1);
    const updates = await outboxEmails(test.database.db, 'policy-updated');
    expect(updates).toHaveLength(updatesBefore + 1);
    // The email says what was paid, with the fee, and where the documents are, as the page does.
    expect(updates.at(-1)!.text).toContain(
      `You paid ${formatPence(row!.quoteDto.amountToDebit ?? 0)} by debit or credit card.`,
    );
    expect(updates.at(-1)!.text).toContain('Your new documents are ready to download:');

    // The link has done its job: opened again it shows the decision, and acts no more.
    expect((await post('cov/idv/validate', { token: quote.token })).json()).toMatchObject({
      quoteDTO: { quote_status: 'PAYMENT_CONFIRMED' },
    });
  });

  it('makes exactly one transition when accept is pressed fifty times at once', async () => {
    const quote = await newQuote('KIA', '2012');
    const answers = await Promise.all(Array.from({ length: 50 }, () => post('quote/accept', quote)));
    expect(answers.map((answer) => answer.json())).toEqual(Array(50).fill({ status: 'ACCEPTED' }));
    const [row] = await test.database.db.select().from(quotes).where(eq(quotes.uuid, quote.uuid));
    const accepts = await test.database.db.select().from(quoteEvents).where(eq(quoteEvents.quoteId, row!.id));
    expect(accepts.filter((event) => event.event === 'accept')).toHaveLength(1);
    expect((await post('quote/decline', quote)).json()).toMatchObject({ errorCode: 'QUOTE_ALREADY_DECIDED' });
    // The link opened again shows the decision rather than "expired, please re-submit".
    expect((await post('cov/idv/validate', { token: quote.token })).json()).toMatchObject({
      quoteDTO: { quote_status: 'ACCEPTED', uuid: quote.uuid },
    });
  });

  it('waits for the 3-D Secure challenge and confirms once the bank approves', async () => {
    const quote = await newQuote('AUDI', '2023');
    await post('quote/payment/proceed', quote);
    const answer = await execute(quote, await cardReady('5555555555554444'), `challenge-${'y'.repeat(16)}`);
    expect(answer.json()).toMatchObject({ paymentDecision: 'GO_TO_3D_SECURE' });
    const status = () =>
      test.app.inject({
        method: 'GET',
        url: `/mta-api/mta/payment/payment-status?uuid=${quote.uuid}`,
        headers: { 'x-auth-token': session, 'x-mta-quote-token': quote.token },
      });
    expect((await status()).json()).toEqual({ status: 'PAYMENT_AWAITING' });

    const approved = await test.app.inject({
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
    expect(approved.headers.location).toContain('/#/cov/accept/redirects;status=success');
    expect((await status()).json()).toEqual({ status: 'PAYMENT_CONFIRMED' });
  });
});
