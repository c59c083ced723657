import { z } from 'zod';
import { CARD_TYPES } from './cardType.ts';
import { PAYMENT_DECISIONS } from './paymentDecision.ts';

/**
 * Bodies and answers of the payment calls:
 * POST payment/validate, POST payment/execute, GET payment/payment-status.
 * The validate body is `cardFormSchema()` from cardRules.ts.
 */

const monthYear = z.object({ month: z.number().int().min(1).max(12), year: z.number().int() });
const opaqueId = z.string().min(8).max(200);
const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);

/**
 * Answer of card validate, kept in session storage as `cardHolderDetails`. The card number is
 * masked; the full number stays with the gateway's tokenised record of the card (`cardToken`),
 * which holds last four, type and expiry only.
 */
export const cardHolderDetails = z.object({
  cardToken: opaqueId,
  holderName: z.string(),
  cardType: z.enum(CARD_TYPES),
  /** Masked, e.g. `**** **** **** 1111`. */
  cardNumber: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expiryMonthYear: monthYear,
  /** Where the hidden device data collection frame posts. */
  deviceDataCollectionUrl: httpUrl,
  /** Signed token the collection frame posts with the card's first digits. */
  deviceDataCollectionJwt: z.string(),
  /** Where the 3dsecure page posts `JWT` and `MD` when a challenge is needed. */
  challengeUrl: httpUrl,
});
export type CardHolderDetails = z.infer<typeof cardHolderDetails>;

/** Answer of the device data collection endpoint when asked for JSON. */
export const deviceDataCollectionResponse = z.object({ dfReferenceId: opaqueId });

/** Body of execute payment. `idempotencyKey` makes retries (the spec retries 3 times) safe. */
export const executePaymentRequest = z.object({
  /** The emailed link's token and the quote uuid, as every quote call carries them. */
  token: z.string().min(1).max(512),
  uuid: z.string().min(1).max(64),
  cardToken: opaqueId,
  dfReferenceId: opaqueId,
  uiBaseUrl: httpUrl,
  /** The portal's `/{form}/accept/redirects` address; the provider appends `;status=…`. */
  paymentRedirectionUrl: httpUrl,
  paymentSuccessRedirectionUrl: httpUrl,
  paymentDeclineRedirectionUrl: httpUrl,
  idempotencyKey: z.string().min(16).max(200),
});
export type ExecutePaymentRequest = z.infer<typeof executePaymentRequest>;

/** A challenge is needed: the 3dsecure page posts `challengeJWT` and `md` to the challenge URL. */
const challengeAnswer = z.object({
  paymentId: opaqueId,
  paymentDecision: z.literal('GO_TO_3D_SECURE'),
  challengeJWT: z.string(),
  md: opaqueId,
  challengeUrl: httpUrl,
});

const finalAnswer = z.object({
  paymentId: opaqueId,
  paymentDecision: z.enum(PAYMENT_DECISIONS).exclude(['GO_TO_3D_SECURE']),
  /** Payment error key (paymentErrors.ts) when the decision is not SUCCESS. */
  errorCode: z.string().optional(),
});

export const executePaymentResponse = z.discriminatedUnion('paymentDecision', [challengeAnswer, finalAnswer]);
export type ExecutePaymentResponse = z.infer<typeof executePaymentResponse>;

export const PAYMENT_STATUSES = ['AWAITING_CHALLENGE', 'AUTHORISED', 'DECLINED', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Answer of payment status. */
export const paymentStatusResponse = z.object({
  paymentId: opaqueId,
  status: z.enum(PAYMENT_STATUSES),
  amountPence: z.number().int().nonnegative(),
  cardType: z.enum(CARD_TYPES),
  last4: z.string().regex(/^\d{4}$/),
  errorCode: z.string().optional(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;

/** The customer's answer on the (test) bank's challenge page. */
export const CHALLENGE_OUTCOMES = ['approve', 'fail'] as const;
export type ChallengeOutcome = (typeof CHALLENGE_OUTCOMES)[number];
