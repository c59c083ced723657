import type { QuoteDecisionRequest } from '@portal/domain/api/decisions';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { isFormCode } from '@portal/domain/formCodes';
import { paymentPostponable } from '@portal/domain/payment/securePayment';
import type { QuoteDto } from '@portal/domain/quotes/quoteDto';
import {
  isQuoteStatus,
  type QuoteEvent,
  type QuoteStatus,
  transition,
} from '@portal/domain/quotes/quoteStatus';
import { eq, sql } from 'drizzle-orm';
import { sha256 } from '../crypto/sha256.ts';
import type { Db, DbOrTx } from '../db/database.ts';
import { quoteEvents, quotes, quoteTokens } from '../db/schema/quotes.ts';
import { enqueueEmail, type OutgoingEmail } from '../email/outboxRepository.ts';
import { applyQuoteToPolicy } from './applyQuote.ts';
import { isSuperseded } from './staleQuote.ts';
import { startsInThePast } from './startOnOpening.ts';

type Quote = typeof quotes.$inferSelect;
export type DecisionError =
  | 'TOKEN_EXPIRED'
  | 'INVALID_TOKEN'
  | 'QUOTE_NOT_EXISTS'
  | 'QUOTE_ALREADY_DECIDED'
  | 'INVALID_TRANSITION'
  | 'PAYMENT_NOT_DUE'
  | 'PAYMENT_REQUIRED'
  | 'QUOTE_SUPERSEDED'
  | 'QUOTE_REPRICED';
export type DecisionOutcome =
  | { ok: true; status: QuoteStatus; quote: Quote }
  | { ok: false; errorCode: DecisionError };

/** The customer's decisions that commit to the change as priced (declining never needs checking). */
const COMMITS: ReadonlySet<QuoteEvent> = new Set<QuoteEvent>(['accept', 'proceedToPayment']);

/** Online payment is due when a card-paying customer's premium goes up. */
export const paymentDue = (quote: Quote) =>
  quote.quoteDto.paymentType === 'LUMP_SUM_CC' &&
  quote.quoteDto.premiumDeviationFlag === 'INCREASE' &&
  quote.quoteDto.totalPremiumChange > 0;

/** Whether the quote's form lets its payment be postponed (mor never does). */
const postponable = (quote: Quote) => !isFormCode(quote.form) || paymentPostponable(quote.form);

/** The quote a link token and uuid name, locked for this transaction so concurrent calls queue. */
export async function lockQuote(
  tx: DbOrTx,
  request: QuoteDecisionRequest,
  now: Date,
): Promise<DecisionOutcome> {
  const [token] = await tx
    .select()
    .from(quoteTokens)
    .where(eq(quoteTokens.tokenHash, sha256(request.token)));
  if (!token) return { ok: false, errorCode: 'INVALID_TOKEN' };
  const rows = await tx.execute(sql`SELECT id FROM quotes WHERE id = ${token.quoteId} FOR UPDATE`);
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, token.quoteId));
  if (!quote || (rows as unknown as { rows: unknown[] }).rows.length === 0)
    return { ok: false, errorCode: 'QUOTE_NOT_EXISTS' };
  if (quote.uuid !== request.uuid) return { ok: false, errorCode: 'INVALID_TOKEN' };
  if (token.expiresAt <= now) return { ok: false, errorCode: 'TOKEN_EXPIRED' };
  return { ok: true, status: quote.status as QuoteStatus, quote };
}

/**
 * The quote with this id, locked: how server-side actors (a staff member confirming a payment
 * taken in chat, the gateway's secure-form callback) name a quote they have no link token for.
 */
export async function lockQuoteById(tx: DbOrTx, quoteId: number): Promise<DecisionOutcome> {
  await tx.execute(sql`SELECT id FROM quotes WHERE id = ${quoteId} FOR UPDATE`);
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!quote) return { ok: false, errorCode: 'QUOTE_NOT_EXISTS' };
  return { ok: true, status: quote.status as QuoteStatus, quote };
}

/** A customer names a quote by its link token and uuid; the server's own actors by its id. */
export type QuoteLocator = QuoteDecisionRequest | { quoteId: number };

/** The facts of the email that tells the customer the accepted or paid quote changed the policy. */
const policyUpdated = (quote: Quote, recipient: string, paid: boolean): OutgoingEmail => ({
  recipient,
  policyId: quote.policyId,
  requestId: quote.requestId,
  quoteId: quote.id,
  facts: {
    kind: 'policy-updated',
    brand: quote.brand as DeploymentBrand,
    form: quote.form,
    coverStart: quote.coverStart,
    coverEnd: quote.coverEnd,
    paid,
    money: {
      paymentType: quote.quoteDto.paymentType,
      premiumDeviationFlag: quote.quoteDto.premiumDeviationFlag,
      totalPremiumChange: quote.quoteDto.totalPremiumChange,
      amountToDebit: quote.quoteDto.amountToDebit,
      adminFee: quote.quoteDto.adminFee,
      instalmentChange: quote.quoteDto.instalmentChange,
    },
  },
});

/**
 * Moves a quote through the state machine in one transaction with its row locked: the change,
 * its audit event and — when the quote is accepted or paid — the policy update and its email.
 * A replayed call answers the status the first one produced and changes nothing.
 */
export async function decide(
  db: Db,
  event: QuoteEvent,
  request: QuoteLocator,
  now: Date,
  options: {
    recipientsFor: (tx: DbOrTx, quote: Quote) => Promise<string[]>;
    patch?: Partial<QuoteDto>;
  },
): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const found =
      'quoteId' in request ? await lockQuoteById(tx, request.quoteId) : await lockQuote(tx, request, now);
    if (!found.ok) return found;
    const { quote } = found;
    if (!isQuoteStatus(quote.status)) return { ok: false, errorCode: 'INVALID_TRANSITION' };
    if (event === 'accept' && quote.status === 'PROPOSED' && paymentDue(quote))
      return { ok: false, errorCode: 'PAYMENT_REQUIRED' };
    if (event === 'proceedToPayment' && !paymentDue(quote))
      return { ok: false, errorCode: 'PAYMENT_NOT_DUE' };
    if (event === 'postpone' && !postponable(quote)) return { ok: false, errorCode: 'INVALID_TRANSITION' };
    const result = transition(quote.status, event);
    if (!result.ok) return result;
    if (result.replayed) return { ok: true, status: result.status, quote };
    // Committing to a quote priced against an older version of the policy would apply it on top
    // of a change it never saw.
    if (COMMITS.has(event) && (await isSuperseded(tx, quote, { lock: true })))
      return { ok: false, errorCode: 'QUOTE_SUPERSEDED' };
    // Its start day has gone by since the quotation was shown (a page left open across midnight):
    // opening the link again starts it today at the price for today, which the customer sees first.
    if (COMMITS.has(event) && startsInThePast(quote, now)) return { ok: false, errorCode: 'QUOTE_REPRICED' };
    const [updated] = await tx
      .update(quotes)
      .set({
        status: result.status,
        version: sql`${quotes.version} + 1`,
        updatedAt: now,
        ...(options.patch ? { quoteDto: { ...quote.quoteDto, ...options.patch } } : {}),
      })
      .where(eq(quotes.id, quote.id))
      .returning();
    await tx
      .insert(quoteEvents)
      .values({ quoteId: quote.id, event, fromStatus: quote.status, toStatus: result.status, at: now });
    if (result.status === 'ACCEPTED' || result.status === 'PAYMENT_CONFIRMED') {
      await applyQuoteToPolicy(tx, quote, now);
      for (const recipient of await options.recipientsFor(tx, quote))
        await enqueueEmail(tx, policyUpdated(quote, recipient, result.status === 'PAYMENT_CONFIRMED'), now);
    }
    return { ok: true, status: result.status, quote: updated ?? quote };
  });
}
