import { CARD_HOLDER_DETAILS_KEY, quoteSessionKey } from '@portal/domain/accept/acceptGuards';
import type { FormCode } from '@portal/domain/formCodes';
import { type CardHolderDetails, cardHolderDetails } from '@portal/domain/payment/paymentApi';
import { type QuoteRecord, quoteRecordSchema } from '@portal/domain/quotes/quoteDto';
import { z } from 'zod';
import { writeJson } from './quoteFlags.ts';

/**
 * The accept journey's session items read back as records, each checked against its schema
 * (stored by an earlier page, or an earlier version of the app); written as JSON text under the
 * spec's keys. Flags and the decision are in quoteFlags.ts.
 */
const readJson = <T>(key: string, schema: z.ZodType<T>): T | null => {
  const text = sessionStorage.getItem(key);
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export const readQuote = (form: FormCode): QuoteRecord | null =>
  readJson(quoteSessionKey(form, 'quote'), quoteRecordSchema);

export const storeCardHolderDetails = (details: CardHolderDetails) =>
  writeJson(CARD_HOLDER_DETAILS_KEY, details);
export const readCardHolderDetails = (): CardHolderDetails | null =>
  readJson(CARD_HOLDER_DETAILS_KEY, cardHolderDetails);

/**
 * One payment attempt: the idempotency key every retry of it reuses, the device data reference,
 * and the query to restore when the bank's page sends the whole window back (it drops the query).
 * A new card (validate) starts a new attempt.
 */
const PAYMENT_DATA_KEY = 'paymentData';
const paymentAttempt = z.object({
  idempotencyKey: z.string(),
  dfReferenceId: z.string().optional(),
  search: z.string(),
  /** The card's first six digits, which the device data collection may see (never more). */
  bin: z.string().regex(/^\d{0,6}$/),
  /** The gateway's reference for this payment, shown on payment-success. */
  paymentId: z.string().optional(),
});
export type PaymentAttempt = z.infer<typeof paymentAttempt>;

export const startPaymentAttempt = (search: string, bin: string): PaymentAttempt => {
  const attempt = { idempotencyKey: crypto.randomUUID(), search, bin };
  writeJson(PAYMENT_DATA_KEY, attempt);
  return attempt;
};
export const readPaymentAttempt = (): PaymentAttempt | null => readJson(PAYMENT_DATA_KEY, paymentAttempt);
export const updatePaymentAttempt = (attempt: PaymentAttempt) => writeJson(PAYMENT_DATA_KEY, attempt);

/** The card form's answers that are safe to keep for "Edit payment details": never the number or code. */
const CARD_DRAFT_KEY = 'mta-card-draft';
export const storeCardDraft = (draft: Record<string, unknown>) => writeJson(CARD_DRAFT_KEY, draft);
export const readCardDraft = (): Record<string, unknown> | null =>
  readJson(CARD_DRAFT_KEY, z.record(z.string(), z.unknown()));

/** What the 3dsecure page posts to the card provider's challenge address. */
const CHALLENGE_KEY = 'mta-payment-challenge';
const challenge = z.object({ jwt: z.string(), md: z.string(), url: z.url() });
export type Challenge = z.infer<typeof challenge>;
export const storeChallenge = (value: Challenge) => writeJson(CHALLENGE_KEY, value);
export const readChallenge = (): Challenge | null => readJson(CHALLENGE_KEY, challenge);
