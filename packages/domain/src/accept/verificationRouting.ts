import { DEPLOYMENT_BRANDS } from '../brands/brand.ts';
import type { FormCode } from '../formCodes.ts';
import { formCard } from '../forms.ts';
import { dateArrayToIso } from '../quotes/dateArray.ts';
import type { QuoteDto, QuoteRecord } from '../quotes/quoteDto.ts';
import { isDecided } from '../quotes/quoteStatus.ts';
import { acceptPath } from './acceptRoutes.ts';

/** Session flags (`mta-{form}-{flag}`) verification sets on the way in. */
export type VerificationFlag = 'accepted' | 'validated' | 'quotation-new' | 'quotation-legacy';

export interface VerificationRoute {
  route: string;
  flags: Partial<Record<VerificationFlag, boolean>>;
  /** Run the fraud check (fetch its URL for the quote uuid, poll; SUCCESS sends to error) before going on. */
  fraudCheck: boolean;
}

export interface VerificationInput {
  form: FormCode;
  quote: QuoteRecord | null;
  fraudCheck: { enabled: boolean; brand: string };
}

/** Quotes submitted before this day keep the older three-checkbox layout. */
const LEGACY_CUT_OFF = '2018-11-25';

// The original treats a zero amount like a missing one: nothing is owed either way.
const owesNothing = (dto: QuoteDto) => !dto.amountToDebit;

const isLegacyQuote = (dto: QuoteDto) =>
  owesNothing(dto) &&
  dto.paymentType === 'LUMP_SUM_CC' &&
  dto.premiumDeviationFlag === 'INCREASE' &&
  dateArrayToIso(dto.quoteSubmissionDate) < LEGACY_CUT_OFF;

const isFraudCheckBrand = (brand: string) => (DEPLOYMENT_BRANDS as readonly string[]).includes(brand);

/**
 * Where a verified quote link leads. A validated
 * quote always marks `validated`; the page flag set matches the page chosen, so the accept
 * guards let the customer in exactly there.
 *
 * Lapse with money to take is not described by the spec; it falls through to the rule of the
 * other forms, which also lands on quotation-opt (legacy needs nothing owed).
 */
export function routeAfterVerification({ form, quote, fraudCheck }: VerificationInput): VerificationRoute {
  const dto = quote?.quoteDTO;
  if (!dto) return { route: acceptPath(form, 'error'), flags: {}, fraudCheck: false };

  const runFraudCheck =
    fraudCheck.enabled && dto.paymentType === 'LUMP_SUM_CC' && isFraudCheckBrand(fraudCheck.brand);
  const answer = (page: Parameters<typeof acceptPath>[1], flags: VerificationRoute['flags']) => ({
    route: acceptPath(form, page),
    flags: { validated: true, ...flags },
    fraudCheck: runFraudCheck,
  });

  // A link opened again after the decision shows that decision, never
  // "expired, please re-submit", which invites a duplicate request. This includes the paid
  // renewal the spec sent to invalid-token.
  if (isDecided(dto.quote_status)) return { ...answer('decided', {}), fraudCheck: false };
  const variant = formCard(form).accept;
  if (variant?.verification === 'renewal') return answer('payment', { accepted: true });
  if (variant?.verification === 'quotationWhenNothingOwed' && owesNothing(dto))
    return answer('quotation-opt', { 'quotation-new': true });
  if (isLegacyQuote(dto)) return answer('quotation-legacy', { 'quotation-legacy': true });
  if (variant?.errorWhenProceeded && dto.quote_status === 'PAYMENT_PROCEEDED') return answer('error', {});
  return answer('quotation-opt', { 'quotation-new': true });
}

/**
 * Where a failed token validation leads: an expired link has
 * its own page; a link we cannot match to a quote is an error; anything else (a transport
 * failure) is treated as a link that no longer works. The form is needed to build the route.
 */
export function routeForTokenError(form: FormCode, errorCode: string): string {
  if (errorCode === 'TOKEN_EXPIRED') return acceptPath(form, 'invalid-token');
  if (errorCode === 'QUOTE_SUPERSEDED') return acceptPath(form, 'out-of-date');
  if (errorCode === 'INVALID_TOKEN' || errorCode.includes('QUOTE_NOT_EXISTS'))
    return acceptPath(form, 'error');
  return acceptPath(form, 'invalid-token');
}
