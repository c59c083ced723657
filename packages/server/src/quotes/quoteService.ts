import { randomUUID } from 'node:crypto';
import type { DeploymentBrand, Product } from '@portal/domain/brands/brand';
import { brandSettings } from '@portal/domain/brands/registry';
import { londonToday } from '@portal/domain/dates';
import type { FormCode } from '@portal/domain/forms';
import type { DateArray, QuoteDto } from '@portal/domain/quotes/quoteDto';
import { quoteExpiry } from '@portal/domain/quotes/validity';
import type { RatedPolicy } from '@portal/domain/rating/policy';
import { rateChange } from '@portal/domain/rating/rateChange';
import type { RatingQuote } from '@portal/domain/rating/ratingResult';
import type { BrandFees } from '@portal/domain/rating/settlement';
import type { DbOrTx } from '../db/database.ts';
import { quoteEvents, quotes, referrals } from '../db/schema/quotes.ts';
import { enqueueEmail } from '../email/outboxRepository.ts';
import { changeFromRequest } from './changeFromRequest.ts';
import { loadPolicyForRating } from './policyForRating.ts';
import { quoteEmail } from './quoteEmail.ts';
import { issueQuoteToken } from './quoteTokens.ts';

export interface QuoteInput {
  requestId: number;
  form: FormCode;
  brand: DeploymentBrand;
  product: Product;
  policyId: number;
  details: Record<string, unknown>;
  recipient: string;
  firstName: string;
  now: Date;
}

export type QuoteOutcome =
  | { kind: 'quote'; uuid: string }
  | { kind: 'referral'; reasons: string[] }
  | { kind: 'not-priced' };

/** Where links in emails point: the brand's own host, e.g. http://greenflag.localhost:3000. */
export type BrandUrl = (brand: DeploymentBrand) => string;

const asDateArray = (iso: string): DateArray => {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  return [year, month, day];
};

/**
 * Prices a saved request and, in the caller's transaction, records the quote (PROPOSED), its
 * one-time link and the email carrying it — or a referral for an underwriter when rating refuses.
 */
export async function createQuoteForRequest(
  tx: DbOrTx,
  input: QuoteInput,
  brandUrl: BrandUrl,
  /** A supervisor's price for a referred change (the operations console), instead of rating it. */
  manualPrice?: (policy: RatedPolicy, fees: BrandFees) => RatingQuote,
): Promise<QuoteOutcome> {
  const policy = await loadPolicyForRating(tx, input.policyId);
  if (!policy) return { kind: 'not-priced' };
  const today = londonToday(input.now.toISOString());
  const priced = await changeFromRequest(input.form, input.details, policy.rated, today);
  if (!priced) return { kind: 'not-priced' };
  const brand = brandSettings(input.brand);
  const result = manualPrice
    ? manualPrice(policy.rated, brand.fees)
    : rateChange(policy.rated, priced.change, {
        effectiveDate: priced.effectiveDate,
        brandFees: brand.fees,
      });
  if (result.kind !== 'quote') {
    const reasons = result.kind === 'referral' ? result.reasons : [result.message];
    await tx.insert(referrals).values({ requestId: input.requestId, reasons, createdAt: input.now });
    return { kind: 'referral', reasons };
  }

  const uuid = randomUUID();
  const expiresAt = new Date(quoteExpiry(input.form, input.now.toISOString(), priced.effectiveDate));
  const quoteDto: QuoteDto = {
    uuid,
    quote_status: 'PROPOSED',
    paymentType: result.paymentType,
    premiumDeviation: result.premiumDeviation,
    premiumDeviationFlag: result.premiumDeviationFlag,
    totalPremiumChange: result.totalPremiumChange,
    carPolicyPremiumChange: result.carPolicyPremiumChange,
    linkedRescuePremiumChange: result.linkedRescuePremiumChange,
    linkedRescueFlag: result.linkedRescueFlag,
    amountToDebit: result.amountToDebit,
    adminFee: result.adminFee,
    motorLegalProtection: false,
    guaranteedHireCar: false,
    protectedNcd: false,
    quoteSubmissionDate: asDateArray(today),
    policyExcesses: result.policyExcesses,
    newAnnualPremium: result.newAnnualPremiumPence,
    iptPence: result.iptPence,
    ...(result.instalmentChangePence ? { instalmentChange: result.instalmentChangePence } : {}),
  };
  const [quote] = await tx
    .insert(quotes)
    .values({
      uuid,
      requestId: input.requestId,
      policyId: policy.id,
      form: input.form,
      brand: input.brand,
      status: 'PROPOSED',
      policyVersion: policy.version,
      quoteDto,
      amendedDto: priced.amendedDto,
      pricedChange: priced.change,
      coverStart: priced.effectiveDate,
      coverEnd: priced.coverEndDate ?? policy.rated.coverEndDate,
      expiresAt,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: quotes.id });
  await tx
    .insert(quoteEvents)
    .values({ quoteId: quote!.id, event: 'create', toStatus: 'PROPOSED', at: input.now });
  const token = await issueQuoteToken(tx, {
    quoteId: quote!.id,
    form: input.form,
    expiresAt,
    now: input.now,
  });
  const link = `${brandUrl(input.brand)}/#/${input.form}/accept/verification/${token}?product=${input.product}`;
  await enqueueEmail(
    tx,
    quoteEmail({
      brand: input.brand,
      form: input.form,
      recipient: input.recipient,
      firstName: input.firstName,
      link,
      validUntil: londonToday(expiresAt.toISOString()),
      premiumChangePence: result.totalPremiumChange,
      amountToDebitPence: result.amountToDebit,
    }),
    input.now,
  );
  return { kind: 'quote', uuid };
}
