import { maskCardNumber } from '@portal/domain/payment/cardType';
import { isLuhnValid } from '@portal/domain/payment/luhn';
import {
  type CardHolderDetails,
  type ChallengeOutcome,
  type ExecutePaymentResponse,
  executePaymentResponse,
  type PaymentStatusResponse,
} from '@portal/domain/payment/paymentApi';
import {
  PAYMENT_API_ERRORS,
  PAYMENT_ERRORS,
  type PaymentErrorCode,
} from '@portal/domain/payment/paymentErrors';
import { sandboxScenarioFor } from '@portal/domain/payment/sandboxCards';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { sha256 } from '../crypto/sha256.ts';
import type { AnyPgDatabase } from '../idempotency/anyPgDatabase.ts';
import { type IdempotencyStore, withIdempotency } from '../idempotency/idempotency.ts';
import { pgIdempotencyStore } from '../idempotency/pgIdempotencyStore.ts';
import type {
  ChallengeResult,
  GatewayExecuteRequest,
  GatewayResult,
  PaymentGateway,
} from './paymentGateway.ts';
import {
  CHALLENGE_OUTCOMES_BY_SCENARIO,
  EXECUTE_OUTCOMES,
  isRefusedAtValidation,
  VALIDATION_REFUSALS,
} from './sandboxScenarios.ts';
import { isIssuedReference, issueReference, randomId, signJwt, verifyJwt } from './sandboxTokens.ts';

const keyedId = (prefix: string, key: string) =>
  `${prefix}_${sha256(`${prefix}:${key}`, 'base64url').slice(0, 24)}`;

import { paymentIdempotency, type SandboxPaymentRow, sandboxCards, sandboxPayments } from './schema.ts';

/** Only what may be logged: never a card number or security code. */
export interface PaymentLogger {
  info(fields: Record<string, string | number>, message: string): void;
}

export interface SandboxGatewayOptions {
  db: AnyPgDatabase;
  /** Origin the browser reaches this server on, e.g. `http://localhost:3000`. */
  publicBaseUrl: string;
  /** Signs challenge and device data tokens. */
  secret: string;
  /** Origins the browser may be sent back to; defaults to the public origin. */
  allowedReturnOrigins?: string[];
  idempotency?: IdempotencyStore;
  logger?: PaymentLogger;
  clock?: () => Date;
}

/** What the test bank page shows about the payment it is confirming. */
export interface ChallengeDetails {
  md: string;
  amountPence: number;
  last4: string;
  cardType: CardHolderDetails['cardType'];
  reference: string;
}

export interface SandboxGateway extends PaymentGateway {
  challengeDetails(md: string): Promise<GatewayResult<ChallengeDetails>>;
  /** True when `jwt` is this sandbox's unexpired challenge token for `md`. */
  isChallengeToken(jwt: string, md: string): Promise<boolean>;
  /** True when `jwt` is this sandbox's unexpired device data collection token. */
  isDeviceDataToken(jwt: string): Promise<boolean>;
  /** A fresh device data collection reference for execute's `dfReferenceId`. */
  issueDfReference(): string;
}

const TOKEN_LIFETIME_SECONDS = 600;
const DF_PREFIX = 'df';

const storedExecuteResult = z.union([
  z.object({ ok: z.literal(true), value: executePaymentResponse }),
  z.object({ ok: z.literal(false), error: z.object({ errorCode: z.string(), message: z.string() }) }),
]);

const refuse = (errorCode: PaymentErrorCode) => ({
  ok: false as const,
  error: { errorCode, message: PAYMENT_ERRORS[errorCode] },
});
const refuseApi = (errorCode: keyof typeof PAYMENT_API_ERRORS) => ({
  ok: false as const,
  error: { errorCode, message: PAYMENT_API_ERRORS[errorCode] },
});

export const createSandboxGateway = (options: SandboxGatewayOptions): SandboxGateway => {
  const { db, secret, logger } = options;
  const base = options.publicBaseUrl.replace(/\/$/, '');
  const allowedOrigins = new Set(options.allowedReturnOrigins ?? [new URL(base).origin]);
  const store = options.idempotency ?? pgIdempotencyStore(db, paymentIdempotency);
  const clock = options.clock ?? (() => new Date());
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  const expiresAt = () => nowSeconds() + TOKEN_LIFETIME_SECONDS;

  const returnsAllowed = (request: GatewayExecuteRequest): boolean =>
    [
      request.uiBaseUrl,
      request.paymentRedirectionUrl,
      request.paymentSuccessRedirectionUrl,
      request.paymentDeclineRedirectionUrl,
    ].every((url) => URL.canParse(url) && allowedOrigins.has(new URL(url).origin));

  const paymentWithCard = async (where: ReturnType<typeof eq>) => {
    const [row] = await db
      .select({ payment: sandboxPayments, card: sandboxCards })
      .from(sandboxPayments)
      .innerJoin(sandboxCards, eq(sandboxPayments.cardToken, sandboxCards.cardToken))
      .where(where);
    return row;
  };

  /**
   * One charge per idempotency key: the payment id and challenge reference derive from the key,
   * so running the charge again (a claim taken over after a crash) finds the first payment.
   */
  const charge = async (
    request: GatewayExecuteRequest,
    idempotencyKey: string,
  ): Promise<GatewayResult<ExecutePaymentResponse>> => {
    if (!isIssuedReference(secret, DF_PREFIX, request.dfReferenceId)) return refuseApi('DEVICE_DATA_INVALID');
    if (!returnsAllowed(request)) return refuseApi('RETURN_URL_NOT_ALLOWED');
    const [card] = await db.select().from(sandboxCards).where(eq(sandboxCards.cardToken, request.cardToken));
    if (!card) return refuseApi('CARD_NOT_FOUND');

    const outcome: { status: SandboxPaymentRow['status']; decision: string; errorCode?: PaymentErrorCode } =
      EXECUTE_OUTCOMES[card.scenario];
    const paymentId = keyedId('pay', idempotencyKey);
    const md = outcome.decision === 'GO_TO_3D_SECURE' ? keyedId('md', idempotencyKey) : null;
    await db
      .insert(sandboxPayments)
      .values({
        paymentId,
        cardToken: card.cardToken,
        reference: request.reference,
        amountPence: request.amountPence,
        status: outcome.status,
        errorCode: outcome.errorCode ?? null,
        md,
        returnUrl: request.paymentRedirectionUrl,
      })
      .onConflictDoNothing();
    logger?.info(
      {
        paymentId,
        last4: card.last4,
        cardType: card.cardType,
        amountPence: request.amountPence,
        status: outcome.status,
      },
      'sandbox payment executed',
    );
    if (md) {
      const challengeJWT = await signJwt(secret, { iss: 'sandbox-gateway', md, paymentId, exp: expiresAt() });
      return {
        ok: true,
        value: {
          paymentId,
          paymentDecision: 'GO_TO_3D_SECURE',
          challengeJWT,
          md,
          challengeUrl: `${base}/sandbox-gateway/challenge`,
        },
      };
    }
    const value = executePaymentResponse.parse({
      paymentId,
      paymentDecision: outcome.decision,
      errorCode: outcome.errorCode,
    });
    return { ok: true, value };
  };

  const toStatus = (
    payment: SandboxPaymentRow,
    card: { last4: string; cardType: PaymentStatusResponse['cardType'] },
  ) => ({
    paymentId: payment.paymentId,
    status: payment.status,
    amountPence: payment.amountPence,
    cardType: card.cardType,
    last4: card.last4,
    ...(payment.errorCode ? { errorCode: payment.errorCode } : {}),
  });

  return {
    async validateCard(card, _ctx) {
      if (!isLuhnValid(card.cardNumber)) return refuse('payment.invalid.payment.details');
      const scenario = sandboxScenarioFor(card.cardNumber);
      // Unknown numbers stop here, so a real card never goes further in the sandbox.
      if (!scenario) return refuse('payment.cannot.validate.try.again.or.another.card');
      if (isRefusedAtValidation(scenario)) return refuse(VALIDATION_REFUSALS[scenario]);
      const needsStartOrIssue = card.cardType === 'maestro' && !card.startMonthYear && !card.issueNumber;
      if (needsStartOrIssue) return refuse('payment.missing.start.or.issue.date');

      const cardToken = randomId('card');
      const last4 = card.cardNumber.slice(-4);
      await db.insert(sandboxCards).values({
        cardToken,
        last4,
        cardType: card.cardType,
        expiryMonth: card.expiryMonthYear.month,
        expiryYear: card.expiryMonthYear.year,
        scenario,
      });
      logger?.info({ cardToken, last4, cardType: card.cardType }, 'sandbox card validated');
      return {
        ok: true,
        value: {
          cardToken,
          holderName: card.holderName,
          cardType: card.cardType,
          cardNumber: maskCardNumber(last4, card.cardType),
          last4,
          expiryMonthYear: card.expiryMonthYear,
          deviceDataCollectionUrl: `${base}/sandbox-gateway/ddc`,
          deviceDataCollectionJwt: await signJwt(secret, {
            iss: 'sandbox-gateway',
            purpose: 'ddc',
            exp: expiresAt(),
          }),
          challengeUrl: `${base}/sandbox-gateway/challenge`,
        },
      };
    },

    async execute(request, idempotencyKey) {
      const outcome = await withIdempotency<GatewayResult<ExecutePaymentResponse>>(
        store,
        `sandbox-execute:${idempotencyKey}`,
        request,
        storedExecuteResult,
        () => charge(request, idempotencyKey),
      );
      return outcome.ok ? outcome.value : outcome;
    },

    async challengeResult(md, outcome: ChallengeOutcome): Promise<GatewayResult<ChallengeResult>> {
      const found = await paymentWithCard(eq(sandboxPayments.md, md));
      if (!found) return refuseApi('CHALLENGE_NOT_FOUND');
      const status = CHALLENGE_OUTCOMES_BY_SCENARIO[found.card.scenario]?.[outcome] ?? 'DECLINED';
      // Compare-and-set: a double submit of the bank page cannot change a decided payment.
      const [updated] = await db
        .update(sandboxPayments)
        .set({
          status,
          errorCode: status === 'DECLINED' ? 'payment.execute.error' : null,
          updatedAt: clock(),
        })
        .where(and(eq(sandboxPayments.md, md), eq(sandboxPayments.status, 'AWAITING_CHALLENGE')))
        .returning();
      const decided = updated ?? found.payment;
      logger?.info(
        { paymentId: decided.paymentId, last4: found.card.last4, status: decided.status },
        'sandbox challenge',
      );
      const returnStatus = decided.status === 'AUTHORISED' ? 'success' : 'declined';
      return {
        ok: true,
        value: { status: decided.status, returnUrl: `${decided.returnUrl};status=${returnStatus}` },
      };
    },

    async status(paymentId) {
      const found = await paymentWithCard(eq(sandboxPayments.paymentId, paymentId));
      if (!found) return refuseApi('PAYMENT_NOT_FOUND');
      return { ok: true, value: toStatus(found.payment, found.card) };
    },

    async findPayment(idempotencyKey) {
      const found = await paymentWithCard(eq(sandboxPayments.paymentId, keyedId('pay', idempotencyKey)));
      return found ? toStatus(found.payment, found.card) : null;
    },

    async challengeDetails(md) {
      const found = await paymentWithCard(eq(sandboxPayments.md, md));
      if (!found) return refuseApi('CHALLENGE_NOT_FOUND');
      const { payment, card } = found;
      return {
        ok: true,
        value: {
          md,
          amountPence: payment.amountPence,
          last4: card.last4,
          cardType: card.cardType,
          reference: payment.reference,
        },
      };
    },

    async isChallengeToken(jwt, md) {
      return (await verifyJwt(secret, jwt, nowSeconds()))?.md === md;
    },

    async isDeviceDataToken(jwt) {
      return (await verifyJwt(secret, jwt, nowSeconds()))?.purpose === 'ddc';
    },

    issueDfReference() {
      return issueReference(secret, DF_PREFIX);
    },
  };
};
