import type { QuoteStatus } from '../quotes/quoteStatus.ts';
import type { SecureFormState } from './securePayment.ts';

/** What an agent can do in a payment chat. */
export const PAYMENT_CHAT_ACTIONS = ['secure-form', 'taken', 'declined', 'transferred'] as const;
export type PaymentChatAction = (typeof PAYMENT_CHAT_ACTIONS)[number];

/** The gateway's truth about a payment chat, as the server reads it just before an action. */
export interface PaymentChatTruth {
  /** The state of the chat's newest secure form, if one was sent. */
  form: SecureFormState | undefined;
  /** A card payment of that form is with the bank (3-D Secure not yet answered). */
  paymentInFlight: boolean;
  quoteStatus: QuoteStatus;
  /**
   * Another change has landed on the policy since the quote was priced: the customer can no longer
   * accept it, though its status still waits for money (the card-payment page refuses it alike).
   */
  superseded?: boolean;
}

/** Statuses in which the quote still waits for its money. */
const AWAITING_MONEY: ReadonlySet<QuoteStatus> = new Set(['PAYMENT_PROCEEDED', 'PAYMENT_AWAITING']);

/**
 * The actions possible now. Once the gateway has taken the money only "taken" remains (telling
 * the customer so); nothing may tell a customer a payment failed, or send another form, while a
 * payment is taken or still with the bank. "Declined" follows a decline the gateway gave.
 */
export function paymentChatActions(truth: PaymentChatTruth): PaymentChatAction[] {
  if (truth.form === 'TAKEN' || truth.quoteStatus === 'PAYMENT_CONFIRMED') return ['taken'];
  if (!AWAITING_MONEY.has(truth.quoteStatus) || truth.superseded || truth.paymentInFlight) return [];
  if (truth.form === 'DECLINED') return ['secure-form', 'declined', 'transferred'];
  return ['secure-form', 'transferred'];
}

/** Why an action is refused, in words the agent can act on. */
export function refusedActionReason(truth: PaymentChatTruth): string {
  if (truth.form === 'TAKEN' || truth.quoteStatus === 'PAYMENT_CONFIRMED')
    return 'The payment has been taken: only "Payment taken" can be sent.';
  if (truth.superseded)
    return 'Another change has been made to this policy since this quote: it can no longer be paid. The customer needs a new quote.';
  if (truth.paymentInFlight) return 'The customer’s bank is still checking the payment: wait for its answer.';
  if (!AWAITING_MONEY.has(truth.quoteStatus)) return 'This quote no longer takes a payment.';
  if (truth.form !== 'DECLINED') return 'The bank has not declined a payment in this chat.';
  return 'This is not possible now.';
}

/** What the agent's panel says when it offers nothing: why, so the agent is never left guessing. */
export function whyNothingNow(truth: PaymentChatTruth, chatEnded: boolean): string {
  const taken = truth.form === 'TAKEN' || truth.quoteStatus === 'PAYMENT_CONFIRMED';
  if (chatEnded)
    return taken
      ? 'The payment has been taken and the customer has been told. The chat has ended.'
      : 'The chat has ended.';
  return refusedActionReason(truth);
}
