import type { DeploymentBrand, Product } from '@portal/domain/brands/brand';
import type { FieldError } from '@portal/domain/errors';
import { type FormCode, isFormCode } from '@portal/domain/formCodes';
import { savedRequestSchema } from '@portal/domain/journeys/savedRequest';
import { formatPence } from '@portal/domain/money';
import { settlementNote } from '@portal/domain/quotes/amountDue';
import { type ManualPrice, manualPriceErrors } from '@portal/domain/rating/manualPriceCheck';
import { manualQuote } from '@portal/domain/rating/manualQuote';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database.ts';
import {
  type BrandUrl,
  createQuoteForRequest,
  type ManualPricing,
  priceQuote,
} from '../quotes/quoteService.ts';
import type { StaffMember } from './audit.ts';
import { type HandlingResult, setHandling } from './handling.ts';
import type { QueuedRequest } from './queue.ts';
import { openQuotesOnPolicy } from './requestDetail.ts';

export type { ManualPrice };

/** The quote a hand price makes, as the customer will read it: shown to the supervisor before it is sent. */
export interface PricePreview {
  effectiveDate: string;
  premiumChangePence: number;
  newAnnualPremiumPence: number;
  adminFeePence: number;
  /** How the money moves, in the words the customer's quotation page uses. */
  settlement: string;
}

/** A referred request as pricing needs it: on a policy, of a form we know. */
type Referred = QueuedRequest & { policyId: number; form: FormCode };

export type PricingResult = HandlingResult | { ok: true; message: string; preview: PricePreview };

/** A price that does not agree with itself: thrown from inside rating so nothing is written. */
class PriceRefused extends Error {
  constructor(readonly fields: FieldError[]) {
    super('price refused');
  }
}

const refusedPrice = (fields: FieldError[]): HandlingResult => ({
  ok: false,
  status: 400,
  errorCode: 'VALIDATION_ERROR',
  message: fields.map((field) => field.message).join(' '),
  fields,
});

/** Rates the change with the supervisor's price, refusing one that does not agree with itself. */
const byHand =
  (price: ManualPrice): ManualPricing =>
  (policy, fees, effectiveDate) => {
    const errors = manualPriceErrors(policy, price, effectiveDate);
    if (errors.length > 0) throw new PriceRefused(errors);
    return manualQuote(policy, price, fees);
  };

/**
 * A supervisor prices a referred change by hand. `preview` shows the quote the customer would get
 * and writes nothing (the second look before a price is sent); sending records the quote exactly
 * as an automatic one would be (its one-time link and quote email included) and the request is
 * done. Either way the price must agree with itself, and a policy has one open quote at a time:
 * the policy row is locked while that is checked, so two supervisors cannot both send one.
 */
export function createReferralPricing(db: Db, clock: () => Date, brandUrl: BrandUrl) {
  const quoteInput = (request: Referred, now: Date) => {
    const holder = savedRequestSchema.parse(request.details).policyHolder;
    return {
      form: request.form,
      brand: request.brand as DeploymentBrand,
      product: request.product as Product,
      policyId: request.policyId,
      details: request.details,
      recipient: holder?.email?.trim() ?? '',
      firstName: holder?.firstName?.trim() || 'customer',
      now,
    };
  };

  async function openQuoteRefusal(
    tx: DbOrTx,
    request: QueuedRequest,
    now: Date,
  ): Promise<HandlingResult | null> {
    const [open] = await openQuotesOnPolicy(tx, request, now);
    if (!open) return null;
    return {
      ok: false,
      status: 409,
      message: `This policy already has an open quote (${open.reference}). It must be accepted, declined or expire before another is priced.`,
    };
  }

  async function preview(request: Referred, price: ManualPrice): Promise<PricingResult> {
    const now = clock();
    const open = await openQuoteRefusal(db, request, now);
    if (open) return open;
    const priced = await priceQuote(db, quoteInput(request, now), brandUrl, byHand(price));
    if (priced.kind !== 'quote') return { ok: false, status: 409, message: 'This change cannot be priced.' };
    const dto = priced.quote.quoteDto;
    return {
      ok: true,
      message: 'This is the quote the customer will get. Check it, then send it.',
      preview: {
        effectiveDate: priced.quote.coverStart,
        premiumChangePence: dto.totalPremiumChange,
        newAnnualPremiumPence: dto.newAnnualPremium ?? price.newAnnualPremiumPence,
        adminFeePence: dto.adminFee ?? 0,
        settlement: settlementNote(dto),
      },
    };
  }

  async function send(request: Referred, staff: StaffMember, price: ManualPrice): Promise<PricingResult> {
    const now = clock();
    const reason = price.reason?.trim();
    const note = `Priced by hand: ${formatPence(price.totalPremiumChangePence)} for the rest of this term, ${formatPence(price.newAnnualPremiumPence)} a year${reason ? `. Reason: ${reason}` : ''}`;
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM policies WHERE id = ${request.policyId} FOR UPDATE`);
      const open = await openQuoteRefusal(tx, request, now);
      if (open) return open;
      const marked = await setHandling(
        tx,
        request,
        staff,
        { status: 'done', outcome: 'quoted', event: 'Quote sent', note },
        now,
      );
      if (!marked) return { ok: false, status: 409, message: 'This request is already done.' } as const;
      const outcome = await createQuoteForRequest(
        tx,
        { ...quoteInput(request, now), requestId: request.id },
        brandUrl,
        byHand(price),
      );
      if (outcome.kind !== 'quote')
        throw new Error(`A referred request could not be quoted: ${outcome.kind}`);
      return { ok: true, message: `The quote is sent to the customer. ${note}.` } as const;
    });
  }

  return async (
    request: QueuedRequest,
    staff: StaffMember,
    price: ManualPrice,
    mode: 'preview' | 'send',
  ): Promise<PricingResult> => {
    if (staff.role !== 'supervisor')
      return { ok: false, status: 400, message: 'Only a supervisor can price a referred quote.' };
    if (!request.awaitingPrice || !request.policyId || !isFormCode(request.form))
      return { ok: false, status: 409, message: 'This request is not waiting for a price.' };
    const referred: Referred = { ...request, policyId: request.policyId, form: request.form };
    try {
      return mode === 'preview' ? await preview(referred, price) : await send(referred, staff, price);
    } catch (error) {
      if (error instanceof PriceRefused) return refusedPrice(error.fields);
      throw error;
    }
  };
}
