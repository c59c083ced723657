import { randomUUID } from 'node:crypto';
import { quoteExpiry } from '@portal/domain/accept/validity';
import type { DeploymentBrand, Product } from '@portal/domain/brands/brand';
import { lineForProduct } from '@portal/domain/brands/contactLines';
import { brandSettings, isPartnerBrand } from '@portal/domain/brands/registry';
import { londonToday } from '@portal/domain/dates';
import type { FormCode } from '@portal/domain/formCodes';
import type { DateArray } from '@portal/domain/quotes/dateArray';
import type { QuoteDto } from '@portal/domain/quotes/quoteDto';
import type { RatedPolicy } from '@portal/domain/rating/policy';
import { rateChange } from '@portal/domain/rating/rateChange';
import type { RatingQuote } from '@portal/domain/rating/ratingResult';
import type { BrandFees } from '@portal/domain/rating/settlement';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { type InsertStep, idOf, insertAsOneStatement } from '../db/oneStatement.ts';
import { quoteEvents, quotes, quoteTokens, referrals } from '../db/schema/quotes.ts';
import { type OutgoingEmail, outboxInsert } from '../email/outboxRepository.ts';
import { changeFromRequest } from './changeFromRequest.ts';
import { loadPolicyForRating } from './policyForRating.ts';
import { newQuoteToken } from './quoteTokens.ts';

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

type QuoteRow = Omit<typeof quotes.$inferInsert, 'requestId'>;

/** A request priced but not yet written: the rows to store with it, or why there is no quote. */
/** A supervisor's price for a referred change, from the policy as it stands and the change's date. */
export type ManualPricing = (policy: RatedPolicy, fees: BrandFees, effectiveDate: string) => RatingQuote;

export type PricedQuote =
  | { kind: 'quote'; quote: QuoteRow; tokenHash: string; email: OutgoingEmail }
  | { kind: 'referral'; reasons: string[] }
  | { kind: 'not-priced' };

/** The quote's money as the quote record carries it, from a rating result priced on `today`. */
export function quoteMoney(uuid: string, result: RatingQuote, today: string): QuoteDto {
  return {
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
}

/**
 * Prices a request against the policy as it stands now: the quote (PROPOSED) with the policy
 * version it was priced on, its one-time link and the facts of the email carrying it (rendered
 * later by the outbox worker) — or a referral for an underwriter when rating refuses. Nothing is
 * written: `quoteInserts` stores it.
 */
export async function priceQuote(
  db: DbOrTx,
  input: Omit<QuoteInput, 'requestId'>,
  brandUrl: BrandUrl,
  /** A supervisor's price for a referred change (the operations console), instead of rating it. */
  manualPrice?: ManualPricing,
): Promise<PricedQuote> {
  const policy = await loadPolicyForRating(db, input.policyId);
  if (!policy) return { kind: 'not-priced' };
  const today = londonToday(input.now.toISOString());
  const priced = await changeFromRequest(input.form, input.details, policy.rated, today);
  if (!priced) return { kind: 'not-priced' };
  const brand = brandSettings(input.brand);
  const result = manualPrice
    ? manualPrice(policy.rated, brand.fees, priced.effectiveDate)
    : rateChange(policy.rated, priced.change, {
        effectiveDate: priced.effectiveDate,
        brandFees: brand.fees,
      });
  if (result.kind !== 'quote')
    return { kind: 'referral', reasons: result.kind === 'referral' ? result.reasons : [result.message] };

  const uuid = randomUUID();
  const expiresAt = new Date(quoteExpiry(input.form, input.now.toISOString(), priced.effectiveDate));
  const quoteDto = quoteMoney(uuid, result, today);
  const { token, tokenHash } = newQuoteToken();
  // A partner's customer (RBS, NATWEST) opens the link as the partner's: its numbers, its dashboard.
  const partner =
    policy.partnerBrand && isPartnerBrand(policy.partnerBrand) ? policy.partnerBrand : undefined;
  return {
    kind: 'quote',
    quote: {
      uuid,
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
    },
    tokenHash,
    email: {
      recipient: input.recipient,
      policyId: policy.id,
      facts: {
        kind: 'quote',
        brand: input.brand,
        partner,
        line: lineForProduct(policy.product),
        form: input.form,
        firstName: input.firstName,
        origin: brandUrl(input.brand),
        product: input.product,
        token,
        validUntil: londonToday(expiresAt.toISOString()),
        money: {
          totalPremiumChange: quoteDto.totalPremiumChange,
          amountToDebit: quoteDto.amountToDebit,
          adminFee: quoteDto.adminFee,
          paymentType: quoteDto.paymentType,
        },
        coverStart: priced.effectiveDate,
        coverEnd: priced.coverEndDate ?? policy.rated.coverEndDate,
      },
    },
  };
}

/**
 * The rows a priced request adds, as steps of one statement (db/oneStatement.ts): the quote,
 * its 'create' event and its link; or the referral. The quote's email is the caller's to queue
 * with any others (one outbox insert keeps their order). `requestId` is the request's id, or
 * `idOf` the step that inserts it.
 */
export function quoteInserts(
  db: DbOrTx,
  priced: PricedQuote,
  requestId: number | SQL,
  now: Date,
): InsertStep[] {
  if (priced.kind === 'not-priced') return [];
  if (priced.kind === 'referral')
    return [
      {
        name: 'referral',
        insert: db
          .insert(referrals)
          .values({ requestId, reasons: priced.reasons, createdAt: now })
          .returning({ id: referrals.id }),
      },
    ];
  const quoteId = idOf('quote');
  return [
    {
      name: 'quote',
      insert: db
        .insert(quotes)
        .values({ ...priced.quote, requestId })
        .returning({ id: quotes.id }),
    },
    {
      name: 'quote_event',
      insert: db.insert(quoteEvents).values({ quoteId, event: 'create', toStatus: 'PROPOSED', at: now }),
    },
    {
      name: 'quote_token',
      insert: db.insert(quoteTokens).values({
        tokenHash: priced.tokenHash,
        quoteId,
        form: priced.quote.form,
        expiresAt: priced.quote.expiresAt,
        createdAt: now,
      }),
    },
  ];
}

/** What a priced request came to, as the callers answer it. */
const quoteOutcome = (priced: PricedQuote): QuoteOutcome =>
  priced.kind === 'quote' ? { kind: 'quote', uuid: priced.quote.uuid } : priced;

/** Prices a request that is already stored and records the outcome, in the caller's transaction. */
export async function createQuoteForRequest(
  tx: DbOrTx,
  input: QuoteInput,
  brandUrl: BrandUrl,
  manualPrice?: ManualPricing,
): Promise<QuoteOutcome> {
  const priced = await priceQuote(tx, input, brandUrl, manualPrice);
  const [first, ...rest] = quoteInserts(tx, priced, input.requestId, input.now);
  if (!first) return quoteOutcome(priced);
  const email =
    priced.kind === 'quote'
      ? [
          {
            name: 'email',
            insert: outboxInsert(
              tx,
              [{ ...priced.email, requestId: input.requestId, quoteId: idOf('quote') }],
              input.now,
            ),
          },
        ]
      : [];
  await insertAsOneStatement(tx, [first, ...rest, ...email], first.name);
  return quoteOutcome(priced);
}
