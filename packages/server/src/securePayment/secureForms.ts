import { randomBytes } from 'node:crypto';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { parseSecureCardForm } from '@portal/domain/payment/secureCardForm';
import { type SecureFormState, speikStatusOf } from '@portal/domain/payment/securePayment';
import { addMinutes } from 'date-fns';
import { and, desc, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database.ts';
import { quotes } from '../db/schema/quotes.ts';
import { secureForms } from '../db/schema/secureForms.ts';
import type { SandboxGateway } from '../payments/sandboxGateway.ts';
import { decide } from '../quotes/quoteDecisions.ts';
import { quoteRecipients } from '../quotes/recipient.ts';
import { isSuperseded } from '../quotes/staleQuote.ts';

/** A form sent to a customer stays usable this long. */
const FORM_MINUTES = 30;
/** Card attempts one form allows before the customer must ask for another. */
export const MAX_ATTEMPTS = 5;

/** Statuses from which a taken payment can be confirmed (the quote state machine). */
const PAYABLE = new Set(['PAYMENT_PROCEEDED', 'PAYMENT_AWAITING']);

export type SecureFormRow = typeof secureForms.$inferSelect;
type Quote = typeof quotes.$inferSelect;

export type PayOutcome =
  | { kind: 'invalid'; errors: { field: string; message: string }[] }
  | { kind: 'refused'; message: string }
  | { kind: 'challenge'; challengeUrl: string; md: string; jwt: string }
  | { kind: 'finished'; state: SecureFormState };

export interface SecureFormOptions {
  db: Db;
  clock: () => Date;
  gatewayFor: (brand: DeploymentBrand) => SandboxGateway;
  brandUrl: (brand: DeploymentBrand) => string;
  /** Told when a chat-bound form's state changes, so the agent's console hears of it. */
  onOutcome: (form: SecureFormRow, state: SecureFormState) => Promise<void>;
}

/** What the agent reads in a payment chat when the secure form's payment ends; never the card. */
export const SECURE_FORM_NOTES: Record<SecureFormState, string> = {
  WAITING: 'Secure form: waiting for the customer.',
  TAKEN:
    'Secure form: payment taken by the gateway and the change confirmed. The customer has been told and the chat has ended.',
  DECLINED: 'Secure form: the payment was declined.',
};

export const secureFormPath = (id: string) => `/secure-form/${id}`;

/**
 * The secure card form (speik): a form session bound to one quote, in which the customer types
 * the card, paid through the same sandbox gateway as card-payment, 3-D Secure included. The
 * outcome is recorded by `callback`, which asks the gateway itself rather than believing the page.
 * Whoever opened the form, money the gateway has taken always confirms its quote at once: a
 * payment is never left authorised against a quote that could still be paid again.
 */
export function createSecureForms(options: SecureFormOptions) {
  const { db, clock } = options;

  /** A form and its quote, expired or not: a payment taken late must still be recorded. */
  async function find(id: string) {
    if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return undefined;
    const [row] = await db
      .select({ form: secureForms, quote: quotes })
      .from(secureForms)
      .innerJoin(quotes, eq(quotes.id, secureForms.quoteId))
      .where(eq(secureForms.id, id));
    return row;
  }

  async function live(id: string) {
    const row = await find(id);
    return row && row.form.expiresAt > clock() ? row : undefined;
  }

  async function record(form: SecureFormRow, state: SecureFormState, paymentId: string | null) {
    const [updated] = await db
      .update(secureForms)
      .set({ state, paymentId, updatedAt: clock() })
      .where(and(eq(secureForms.id, form.id), ne(secureForms.state, 'TAKEN')))
      .returning();
    if (!updated) return;
    if (state === 'TAKEN')
      await decide(db, 'confirmPayment', { quoteId: updated.quoteId }, clock(), {
        recipientsFor: quoteRecipients,
        brandUrl: options.brandUrl,
        ...(paymentId ? { patch: { paymentId } } : {}),
      });
    await options.onOutcome(updated, state);
  }

  /**
   * Brings a form up to what the gateway says of its payment. A form whose payment the bank is
   * still checking (3-D Secure unanswered) stays WAITING and answers `inFlight`.
   */
  async function settle(
    form: SecureFormRow,
    brand: DeploymentBrand,
  ): Promise<{ state: SecureFormState; inFlight: boolean }> {
    if (form.state !== 'WAITING' || !form.paymentId) return { state: form.state, inFlight: false };
    const payment = await options.gatewayFor(brand).status(form.paymentId);
    if (!payment.ok || payment.value.status === 'AWAITING_CHALLENGE')
      return { state: form.state, inFlight: true };
    const state: SecureFormState = payment.value.status === 'AUTHORISED' ? 'TAKEN' : 'DECLINED';
    await record(form, state, form.paymentId);
    return { state, inFlight: false };
  }

  /** Whether another form of the quote has a payment with the bank (settled first). */
  async function otherPaymentInFlight(form: SecureFormRow, brand: DeploymentBrand) {
    const pending = await db
      .select()
      .from(secureForms)
      .where(
        and(
          eq(secureForms.quoteId, form.quoteId),
          ne(secureForms.id, form.id),
          eq(secureForms.state, 'WAITING'),
          isNotNull(secureForms.paymentId),
        ),
      );
    for (const other of pending) if ((await settle(other, brand)).inFlight) return true;
    return false;
  }

  const service = {
    find,
    live,
    settle,

    /** A new form for the quote; older forms nobody has started paying with stop working. */
    async open(tx: DbOrTx, quote: Quote, conversationId: number | null) {
      const id = randomBytes(16).toString('base64url');
      const now = clock();
      await tx
        .update(secureForms)
        .set({ expiresAt: now, updatedAt: now })
        .where(
          and(
            eq(secureForms.quoteId, quote.id),
            eq(secureForms.state, 'WAITING'),
            isNull(secureForms.paymentId),
            gt(secureForms.expiresAt, now),
          ),
        );
      await tx.insert(secureForms).values({
        id,
        quoteId: quote.id,
        conversationId,
        state: 'WAITING',
        expiresAt: addMinutes(now, FORM_MINUTES),
        createdAt: now,
        updatedAt: now,
      });
      return { id, url: secureFormPath(id) };
    },

    /** The newest form of a quote (or of a chat), for speik/status and the agent's view. */
    async latest(where: { quoteId: number } | { conversationId: number }) {
      const [row] = await db
        .select()
        .from(secureForms)
        .where(
          'quoteId' in where
            ? eq(secureForms.quoteId, where.quoteId)
            : eq(secureForms.conversationId, where.conversationId),
        )
        .orderBy(desc(secureForms.createdAt))
        .limit(1);
      return row;
    },

    statusOf: async (quoteId: number) => speikStatusOf((await service.latest({ quoteId }))?.state),

    /** One card attempt from the form: checked by the card rules, charged by the gateway. */
    async pay(id: string, body: unknown): Promise<PayOutcome | undefined> {
      const found = await live(id);
      if (!found) return undefined;
      const { form, quote } = found;
      if (form.state === 'TAKEN') return { kind: 'finished', state: 'TAKEN' };
      // Only a quote still waiting for its payment is charged: never twice, never a decided one,
      // never one another change has overtaken (the customer could no longer accept it).
      if (!PAYABLE.has(quote.status) || (await isSuperseded(db, quote)))
        return { kind: 'refused', message: 'This change no longer takes a payment here.' };
      if (form.attempts >= MAX_ATTEMPTS)
        return {
          kind: 'refused',
          message: 'This form has been used too many times. Please ask for another.',
        };
      const parsed = parseSecureCardForm(body, clock().toISOString());
      if (!parsed.ok) return { kind: 'invalid', errors: parsed.errors };
      const brand = quote.brand as DeploymentBrand;
      if (await otherPaymentInFlight(form, brand))
        return { kind: 'refused', message: 'A payment for this change is already with your bank.' };
      const gateway = options.gatewayFor(brand);
      const card = await gateway.validateCard(parsed.card, { now: clock().toISOString() });
      if (!card.ok) return { kind: 'refused', message: card.error.message };
      const [counted] = await db
        .update(secureForms)
        .set({ attempts: form.attempts + 1, updatedAt: clock() })
        .where(and(eq(secureForms.id, id), eq(secureForms.attempts, form.attempts)))
        .returning();
      if (!counted) return { kind: 'refused', message: 'Your card is already being checked.' };
      const base = options.brandUrl(brand);
      const back = `${base}${secureFormPath(id)}/return`;
      const answer = await gateway.execute(
        {
          cardToken: card.value.cardToken,
          dfReferenceId: gateway.issueDfReference(),
          uiBaseUrl: base,
          paymentRedirectionUrl: back,
          paymentSuccessRedirectionUrl: back,
          paymentDeclineRedirectionUrl: back,
          amountPence: quote.quoteDto.amountToDebit ?? 0,
          reference: quote.uuid,
        },
        `secure-form:${id}:attempt:${counted.attempts}`,
      );
      if (!answer.ok) return { kind: 'refused', message: answer.error.message };
      const { paymentId } = answer.value;
      await db.update(secureForms).set({ paymentId }).where(eq(secureForms.id, id));
      if (answer.value.paymentDecision === 'GO_TO_3D_SECURE') {
        const { challengeUrl, md, challengeJWT } = answer.value;
        return { kind: 'challenge', challengeUrl, md, jwt: challengeJWT };
      }
      return { kind: 'finished', state: await service.callback(id, paymentId) };
    },

    /**
     * speik/callback: the gateway side reports that a form's payment has ended. The outcome is
     * what the gateway says of the payment id, never what the caller claims.
     */
    async callback(id: string, paymentId: string): Promise<SecureFormState> {
      const found = await find(id);
      if (!found) return 'WAITING';
      // Only the form's own latest payment can settle it.
      if (found.form.paymentId !== paymentId) return found.form.state;
      return (await settle(found.form, found.quote.brand as DeploymentBrand)).state;
    },
  };
  return service;
}
export type SecureForms = ReturnType<typeof createSecureForms>;
