import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { cardFormSchema } from '@portal/domain/payment/cardRules';
import type { ExecutePaymentRequest, ExecutePaymentResponse } from '@portal/domain/payment/paymentApi';
import { PAYMENT_API_ERRORS } from '@portal/domain/payment/paymentErrors';
import type { QuoteEvent } from '@portal/domain/quotes/quoteStatus';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { quoteEvents } from '../db/schema/quotes.ts';
import type { GatewayResult, PaymentGateway } from '../payments/paymentGateway.ts';
import { type DecisionOutcome, decide, lockQuote } from './quoteDecisions.ts';
import { quoteRecipients } from './recipient.ts';
import { isSuperseded } from './staleQuote.ts';

const EVENT_FOR_DECISION: Record<ExecutePaymentResponse['paymentDecision'], QuoteEvent> = {
  SUCCESS: 'confirmPayment',
  GO_TO_3D_SECURE: 'awaitPayment',
  GO_TO_PAYMENT_PAGE_AFTER_PAYMENT_ERROR: 'failPayment',
  DECLINED: 'failPayment',
};

type Failure = { ok: false; errorCode: string; message?: string };

/** Events that open a new payment attempt, and so a new gateway idempotency key. */
const ATTEMPT_EVENTS = ['proceedToPayment', 'paymentAttemptRefused'];
/** Answers about the key itself (replayed elsewhere, still running): the attempt is not over. */
const KEY_ANSWERS = new Set(['IDEMPOTENCY_KEY_REUSED', 'PAYMENT_IN_PROGRESS']);
/** The gateway did not answer (timeout, dropped connection): the attempt may have reached it. */
const NO_ANSWER: Failure = { ok: false, errorCode: 'payment.execute.error', message: 'Payment failed' };

/**
 * Card payment for a quote: the amount always comes from the quote, and the gateway's
 * idempotency key is derived from the quote and its payment attempt, so however many times the
 * browser retries or double-clicks, one attempt charges at most once.
 */

export function createPaymentService(
  db: Db,
  clock: () => Date,
  gatewayFor: (brand: DeploymentBrand) => PaymentGateway,
  brandUrl: (brand: DeploymentBrand) => string,
) {
  const recipientsFor = quoteRecipients;
  const move = (event: QuoteEvent, token: string, uuid: string, patch?: Record<string, unknown>) =>
    decide(db, event, { token, uuid }, clock(), { recipientsFor, brandUrl, ...(patch ? { patch } : {}) });

  async function currentQuote(token: string, uuid: string): Promise<DecisionOutcome> {
    return db.transaction((tx) => lockQuote(tx, { token, uuid }, clock()));
  }

  const service = {
    async validateCard(body: unknown, brand: DeploymentBrand) {
      const parsed = cardFormSchema(clock().toISOString()).safeParse(body);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          message: issue.message,
        }));
        return { ok: false as const, errorCode: 'VALIDATION_ERROR', fields };
      }
      const result = await gatewayFor(brand).validateCard(parsed.data, { now: clock().toISOString() });
      return result.ok ? { ok: true as const, value: result.value } : { ok: false as const, ...result.error };
    },

    async execute(request: ExecutePaymentRequest): Promise<GatewayResult<ExecutePaymentResponse> | Failure> {
      const found = await currentQuote(request.token, request.uuid);
      if (!found.ok) return found;
      const { quote } = found;
      if (
        quote.status !== 'PAYMENT_PROCEEDED' &&
        quote.status !== 'PAYMENT_AWAITING' &&
        quote.status !== 'PAYMENT_CONFIRMED'
      )
        return { ok: false, errorCode: 'INVALID_TRANSITION' };
      if (await isSuperseded(db, quote)) return { ok: false, errorCode: 'QUOTE_SUPERSEDED' };
      // Each attempt has its own gateway key: a new one opens with every proceed and after
      // every attempt the gateway refused, so a refused attempt never blocks the next.
      const [attempts] = await db
        .select({ n: count() })
        .from(quoteEvents)
        .where(and(eq(quoteEvents.quoteId, quote.id), inArray(quoteEvents.event, ATTEMPT_EVENTS)));
      const { token: _token, uuid: _uuid, idempotencyKey: _key, ...card } = request;
      const gateway = gatewayFor(quote.brand as DeploymentBrand);
      const key = `quote:${quote.uuid}:attempt:${attempts?.n ?? 0}`;
      const endAttempt = () =>
        db.insert(quoteEvents).values({
          quoteId: quote.id,
          event: 'paymentAttemptRefused',
          fromStatus: quote.status,
          toStatus: quote.status,
          at: clock(),
        });
      const answer = await gateway
        .execute({ ...card, amountPence: quote.quoteDto.amountToDebit ?? 0, reference: quote.uuid }, key)
        .catch(() => null);
      // No answer: the attempt stays open, and the next execute reconciles it.
      if (!answer) return NO_ANSWER;
      if (!answer.ok && answer.error.errorCode === 'IDEMPOTENCY_KEY_REUSED') {
        // This attempt's key already went to the gateway with other details (a crash or timeout
        // before we heard back): ask what it made before anything new is charged.
        const earlier = await gateway.findPayment(key);
        if (earlier && (earlier.status === 'AUTHORISED' || earlier.status === 'AWAITING_CHALLENGE'))
          return service.settleEarlier(request, { paymentId: earlier.paymentId, status: earlier.status });
        await endAttempt();
        return service.execute(request);
      }
      if (!answer.ok) {
        if (!KEY_ANSWERS.has(answer.error.errorCode)) await endAttempt();
        return answer;
      }
      const moved = await move(
        EVENT_FOR_DECISION[answer.value.paymentDecision],
        request.token,
        request.uuid,
        {
          paymentId: answer.value.paymentId,
        },
      );
      if (!moved.ok && moved.errorCode !== 'QUOTE_ALREADY_DECIDED') return moved;
      return answer;
    },

    /**
     * An earlier attempt turned out to have charged (or to be waiting for the bank): the quote
     * follows that payment, and the customer is told of it instead of being charged again.
     */
    async settleEarlier(
      request: ExecutePaymentRequest,
      earlier: { paymentId: string; status: 'AUTHORISED' | 'AWAITING_CHALLENGE' },
    ): Promise<GatewayResult<ExecutePaymentResponse> | Failure> {
      if (earlier.status === 'AWAITING_CHALLENGE')
        return {
          ok: false,
          errorCode: 'PAYMENT_IN_PROGRESS',
          message: PAYMENT_API_ERRORS.PAYMENT_IN_PROGRESS,
        };
      const moved = await move('confirmPayment', request.token, request.uuid, {
        paymentId: earlier.paymentId,
      });
      if (!moved.ok && moved.errorCode !== 'QUOTE_ALREADY_DECIDED') return moved;
      return { ok: true, value: { paymentId: earlier.paymentId, paymentDecision: 'SUCCESS' } };
    },

    /** After a 3-D Secure challenge: ask the gateway how it ended and move the quote to match. */
    async status(token: string, uuid: string) {
      const found = await currentQuote(token, uuid);
      if (!found.ok) return found;
      let { quote } = found;
      const { paymentId } = quote.quoteDto;
      let errorCode: string | undefined;
      if (quote.status === 'PAYMENT_AWAITING' && paymentId) {
        const payment = await gatewayFor(quote.brand as DeploymentBrand).status(paymentId);
        if (payment.ok && payment.value.status !== 'AWAITING_CHALLENGE') {
          errorCode = payment.value.errorCode;
          const moved = await move(
            payment.value.status === 'AUTHORISED' ? 'confirmPayment' : 'failPayment',
            token,
            uuid,
          );
          if (moved.ok) quote = moved.quote;
        }
      }
      return { ok: true as const, status: quote.status, ...(errorCode ? { errorCode } : {}) };
    },
  };
  return service;
}
export type PaymentService = ReturnType<typeof createPaymentService>;
