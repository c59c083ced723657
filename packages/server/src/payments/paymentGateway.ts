import type { ApiError } from '@portal/domain/errors';
import type { ValidCard } from '@portal/domain/payment/cardRules';
import type {
  CardHolderDetails,
  ChallengeOutcome,
  ExecutePaymentRequest,
  ExecutePaymentResponse,
  PaymentStatus,
  PaymentStatusResponse,
} from '@portal/domain/payment/paymentApi';

/** Failures are values with a payment error key or a payment API code, never thrown. */
export type GatewayResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export interface CardContext {
  /** Server time, ISO 8601. */
  now: string;
}

/**
 * What the gateway is asked to charge. The amount and reference come from the server's quote,
 * never from the browser; the card is the token validateCard handed out.
 */
export type GatewayExecuteRequest = Omit<ExecutePaymentRequest, 'idempotencyKey' | 'token' | 'uuid'> & {
  amountPence: number;
  /** The quote uuid, shown to the customer's bank as the merchant reference. */
  reference: string;
};

export interface ChallengeResult {
  status: PaymentStatus;
  /** Where the browser goes next: `<paymentRedirectionUrl>;status=success|declined`. */
  returnUrl: string;
}

/**
 * A card acquirer with 3-D Secure. Implementations keep only last four digits, type and
 * expiry of a card; the number and security code go no further than `validateCard`.
 */
export interface PaymentGateway {
  validateCard(card: ValidCard, ctx: CardContext): Promise<GatewayResult<CardHolderDetails>>;
  /** Replays the first answer for a repeated key; refuses the key with a different request. */
  execute(
    request: GatewayExecuteRequest,
    idempotencyKey: string,
  ): Promise<GatewayResult<ExecutePaymentResponse>>;
  challengeResult(md: string, outcome: ChallengeOutcome): Promise<GatewayResult<ChallengeResult>>;
  status(paymentId: string): Promise<GatewayResult<PaymentStatusResponse>>;
  /**
   * The payment an execute under this idempotency key made, if any (acquirers look payments up by
   * the merchant's transaction reference): how an attempt that may have reached the gateway before
   * a crash or timeout is reconciled before another starts.
   */
  findPayment(idempotencyKey: string): Promise<PaymentStatusResponse | null>;
}
