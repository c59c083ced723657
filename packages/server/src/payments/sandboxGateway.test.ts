import type { PGlite } from '@electric-sql/pglite';
import type { ExecutePaymentResponse } from '@portal/domain/payment/paymentApi';
import { SANDBOX_CARDS } from '@portal/domain/payment/sandboxCards';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnyPgDatabase } from '../idempotency/anyPgDatabase.ts';
import { createPaymentsTestDb } from '../test/paymentsTestDb.ts';
import { createTestGateway, executeRequest, SECURITY_CODE, validCard } from '../test/sandboxTestSupport.ts';
import type { SandboxGateway } from './sandboxGateway.ts';
import { paymentIdempotency, sandboxCards, sandboxPayments } from './schema.ts';

let gateway: SandboxGateway;
let db: AnyPgDatabase;
let client: PGlite;
let logs: unknown[];

let shared: Awaited<ReturnType<typeof createPaymentsTestDb>>;

beforeAll(async () => {
  shared = await createPaymentsTestDb();
});
beforeEach(async () => {
  ({ gateway, db, client, logs } = await createTestGateway(shared));
});
afterAll(async () => {
  await client.close();
});

const cardNumber = (scenario: string) => {
  const card = SANDBOX_CARDS.find((entry) => entry.scenario === scenario);
  if (!card) throw new Error(`no sandbox card for ${scenario}`);
  return card.number;
};

const validated = async (scenario: string) => {
  const result = await gateway.validateCard(validCard(cardNumber(scenario)), { now: '2025-06-15T09:00:00Z' });
  if (!result.ok) throw new Error(result.error.errorCode);
  return result.value;
};

const execute = async (scenario: string, key: string): Promise<ExecutePaymentResponse> => {
  const details = await validated(scenario);
  const result = await gateway.execute(executeRequest(details.cardToken, gateway.issueDfReference()), key);
  if (!result.ok) throw new Error(result.error.errorCode);
  return result.value;
};

const chargeCount = async () => (await db.select().from(sandboxPayments)).length;

describe('card validation', () => {
  it('hands back masked details and a token, never the number', async () => {
    const details = await validated('frictionless-success');
    expect(details).toMatchObject({ cardNumber: '**** **** **** 1111', last4: '1111', cardType: 'visa' });
    expect(details.challengeUrl).toBe('http://portal.test/sandbox-gateway/challenge');
    expect(details.deviceDataCollectionUrl).toBe('http://portal.test/sandbox-gateway/ddc');
  });

  it.each([
    ['too-many-attempts', 'payment.too.many.attempts.with.same.card'],
    ['not-valid-option', 'payment.card.not.valid.option.for.payment'],
  ])('refuses the %s card with %s', async (scenario, errorCode) => {
    const result = await gateway.validateCard(validCard(cardNumber(scenario)), {
      now: '2025-06-15T09:00:00Z',
    });
    expect(result).toMatchObject({ ok: false, error: { errorCode } });
  });

  it('refuses a number failing the Luhn check as invalid details', async () => {
    const result = await gateway.validateCard(validCard('4111 1111 1111 1112'), {
      now: '2025-06-15T09:00:00Z',
    });
    expect(result).toMatchObject({ ok: false, error: { errorCode: 'payment.invalid.payment.details' } });
  });

  it('refuses a number it does not know, so a real card goes no further', async () => {
    const result = await gateway.validateCard(validCard('4242 4242 4242 4242'), {
      now: '2025-06-15T09:00:00Z',
    });
    expect(result).toMatchObject({
      ok: false,
      error: { errorCode: 'payment.cannot.validate.try.again.or.another.card' },
    });
  });

  it('refuses a Maestro with neither start date nor issue number', async () => {
    const card = { ...validCard(cardNumber('bank-declined')), issueNumber: undefined };
    const result = await gateway.validateCard(card, { now: '2025-06-15T09:00:00Z' });
    expect(result).toMatchObject({ ok: false, error: { errorCode: 'payment.missing.start.or.issue.date' } });
  });
});

describe('execute per sandbox card', () => {
  it('pays the frictionless card at once', async () => {
    expect(await execute('frictionless-success', 'key-frictionless-0001')).toMatchObject({
      paymentDecision: 'SUCCESS',
    });
  });

  it('sends the challenge cards to 3-D Secure with a JWT and md', async () => {
    for (const scenario of ['challenge-success', 'challenge-failure']) {
      const answer = await execute(scenario, `key-${scenario}-0001`);
      expect(answer.paymentDecision).toBe('GO_TO_3D_SECURE');
      if (answer.paymentDecision !== 'GO_TO_3D_SECURE') return;
      expect(await gateway.isChallengeToken(answer.challengeJWT, answer.md)).toBe(true);
      expect(await gateway.isChallengeToken(answer.challengeJWT, 'md_other')).toBe(false);
    }
  });

  it('declines the bank-declined card with payment.execute.error', async () => {
    expect(await execute('bank-declined', 'key-declined-00001')).toMatchObject({
      paymentDecision: 'DECLINED',
      errorCode: 'payment.execute.error',
    });
  });

  it('sends the invalid-details card back to the card page', async () => {
    expect(await execute('invalid-details', 'key-invalid-000001')).toMatchObject({
      paymentDecision: 'GO_TO_PAYMENT_PAGE_AFTER_PAYMENT_ERROR',
      errorCode: 'payment.invalid.payment.details',
    });
  });

  it('refuses a made-up device data reference and a foreign return address', async () => {
    const details = await validated('frictionless-success');
    const madeUp = await gateway.execute(
      executeRequest(details.cardToken, 'df_made_up.abc'),
      'key-madeup-000001',
    );
    expect(madeUp).toMatchObject({ ok: false, error: { errorCode: 'DEVICE_DATA_INVALID' } });
    const foreign = executeRequest(details.cardToken, gateway.issueDfReference(), {
      paymentRedirectionUrl: 'https://evil.example/#/x',
    });
    expect(await gateway.execute(foreign, 'key-foreign-000001')).toMatchObject({
      ok: false,
      error: { errorCode: 'RETURN_URL_NOT_ALLOWED' },
    });
    expect(await chargeCount()).toBe(0);
  });
});

describe('challenge outcomes', () => {
  const challenged = async (scenario: string) => {
    const answer = await execute(scenario, `key-${scenario}-challenge`);
    if (answer.paymentDecision !== 'GO_TO_3D_SECURE') throw new Error('expected a challenge');
    return answer;
  };

  it.each([
    ['challenge-success', 'approve', 'AUTHORISED', 'success'],
    ['challenge-success', 'fail', 'DECLINED', 'declined'],
    ['challenge-failure', 'approve', 'DECLINED', 'declined'],
    ['challenge-failure', 'fail', 'DECLINED', 'declined'],
  ] as const)('%s + %s → %s', async (scenario, outcome, status, returnStatus) => {
    const answer = await challenged(scenario);
    const result = await gateway.challengeResult(answer.md, outcome);
    expect(result).toEqual({
      ok: true,
      value: { status, returnUrl: `http://portal.test/#/cov/accept/redirects;status=${returnStatus}` },
    });
    expect(await gateway.status(answer.paymentId)).toMatchObject({ ok: true, value: { status } });
  });

  it('keeps the first answer when the bank page is submitted twice', async () => {
    const answer = await challenged('challenge-success');
    await gateway.challengeResult(answer.md, 'approve');
    const second = await gateway.challengeResult(answer.md, 'fail');
    expect(second).toMatchObject({ ok: true, value: { status: 'AUTHORISED' } });
  });

  it('does not know a made-up md', async () => {
    expect(await gateway.challengeResult('md_unknown', 'approve')).toMatchObject({
      ok: false,
      error: { errorCode: 'CHALLENGE_NOT_FOUND' },
    });
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and charges once', async () => {
    const details = await validated('frictionless-success');
    const request = executeRequest(details.cardToken, gateway.issueDfReference());
    const first = await gateway.execute(request, 'key-replay-0000001');
    const second = await gateway.execute({ ...request }, 'key-replay-0000001');
    expect(second).toEqual(first);
    expect(await chargeCount()).toBe(1);
  });

  it('refuses the same key with a different body', async () => {
    const details = await validated('frictionless-success');
    const request = executeRequest(details.cardToken, gateway.issueDfReference());
    await gateway.execute(request, 'key-mismatch-00001');
    const changed = await gateway.execute({ ...request, amountPence: 1 }, 'key-mismatch-00001');
    expect(changed).toMatchObject({ ok: false, error: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await chargeCount()).toBe(1);
  });

  it('charges once when 50 requests race with one key', async () => {
    const details = await validated('frictionless-success');
    const request = executeRequest(details.cardToken, gateway.issueDfReference());
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => gateway.execute({ ...request }, 'key-concurrent-0001')),
    );
    expect(await chargeCount()).toBe(1);
    const [first] = answers;
    expect(first).toMatchObject({ ok: true, value: { paymentDecision: 'SUCCESS' } });
    for (const answer of answers) expect(answer).toEqual(first);
  });

  it('charges separately for different keys', async () => {
    const details = await validated('frictionless-success');
    const request = executeRequest(details.cardToken, gateway.issueDfReference());
    await gateway.execute(request, 'key-separate-00001');
    await gateway.execute(request, 'key-separate-00002');
    expect(await chargeCount()).toBe(2);
  });
});

describe('card data kept', () => {
  it('stores and logs no card number or security code', async () => {
    const scenarios = ['frictionless-success', 'challenge-success', 'bank-declined', 'invalid-details'];
    for (const scenario of scenarios) {
      const answer = await execute(scenario, `key-pan-${scenario}`);
      if (answer.paymentDecision === 'GO_TO_3D_SECURE') await gateway.challengeResult(answer.md, 'approve');
    }
    const stored = JSON.stringify({
      cards: await db.select().from(sandboxCards),
      payments: await db.select().from(sandboxPayments),
      idempotency: await db.select().from(paymentIdempotency),
      logs,
    });
    expect(logs.length).toBeGreaterThan(0);
    for (const scenario of scenarios) {
      const digits = cardNumber(scenario).replaceAll(' ', '');
      expect(stored).not.toContain(digits);
      expect(stored).toContain(digits.slice(-4));
    }
    expect(stored).not.toMatch(/"(cardNumber|pan|securityNumber|cvv|cvc)"/i);
    // The code standing alone; random hex ids may contain the digits, so only whole values count.
    const code = SECURITY_CODE.slice(0, 3);
    expect(stored).not.toMatch(new RegExp(`(^|[^0-9a-z])${code}([^0-9a-z]|$)`, 'i'));
  });

  it('the database refuses a last4 that is not four digits', async () => {
    await expect(
      db.insert(sandboxCards).values({
        cardToken: 'card_x',
        last4: '4111111111111111',
        cardType: 'visa',
        expiryMonth: 1,
        expiryYear: 2030,
        scenario: 'frictionless-success',
      }),
    ).rejects.toThrow();
  });
});
