import type { DeploymentBrand, Product } from '@portal/domain/brands/brand';
import { isFormCode } from '@portal/domain/formCodes';
import { savedRequestSchema } from '@portal/domain/journeys/savedRequest';
import { formatPence } from '@portal/domain/money';
import { manualQuote } from '@portal/domain/rating/manualQuote';
import type { Db } from '../db/database.ts';
import { type BrandUrl, createQuoteForRequest } from '../quotes/quoteService.ts';
import type { StaffMember } from './audit.ts';
import { type HandlingResult, setHandling } from './handling.ts';
import type { QueuedRequest } from './queue.ts';

export interface ManualPrice {
  totalPremiumChangePence: number;
  newAnnualPremiumPence: number;
}

/**
 * A supervisor prices a referred change by hand: the quote is recorded exactly as an automatic
 * one would be (its one-time link and quote email included), and the request is done.
 */
export function createReferralPricing(db: Db, clock: () => Date, brandUrl: BrandUrl) {
  return async (request: QueuedRequest, staff: StaffMember, price: ManualPrice): Promise<HandlingResult> => {
    if (staff.role !== 'supervisor')
      return { ok: false, status: 400, message: 'Only a supervisor can price a referred quote.' };
    if (request.status !== 'referred' || !request.policyId || !isFormCode(request.form))
      return { ok: false, status: 409, message: 'This request is not waiting for a price.' };
    const { form, policyId } = request;
    const holder = savedRequestSchema.parse(request.details).policyHolder;
    const now = clock();
    const note = `Priced by hand: ${formatPence(price.totalPremiumChangePence)} for the rest of this term, ${formatPence(price.newAnnualPremiumPence)} a year`;
    return db.transaction(async (tx) => {
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
        {
          requestId: request.id,
          form,
          brand: request.brand as DeploymentBrand,
          product: request.product as Product,
          policyId,
          details: request.details,
          recipient: holder?.email?.trim() ?? '',
          firstName: holder?.firstName?.trim() || 'customer',
          now,
        },
        brandUrl,
        (policy, fees) => manualQuote(policy, price, fees),
      );
      if (outcome.kind !== 'quote')
        throw new Error(`A referred request could not be quoted: ${outcome.kind}`);
      return { ok: true, message: `The quote is sent to the customer. ${note}.` } as const;
    });
  };
}
