import type { DeploymentBrand } from '../brands/brand.ts';
import type { FormCode } from '../formCodes.ts';
import type { GuardDecision } from '../guards.ts';
import { type DecidedStatus, isDecided } from '../quotes/quoteStatus.ts';
import { type AcceptPage, acceptPath, requestErrorPath } from './acceptRoutes.ts';

/**
 * Accept-side guards (each page needs what the one before it stored), over whatever holds
 * the session items (the browser passes `sessionStorage.getItem`). Values are stored as JSON
 * text, so a flag "exactly true" is the text `true`.
 */
export type FlagReader = (key: string) => string | null;

export type QuoteSessionItem =
  | 'quote'
  | 'validated'
  | 'quotation-new'
  | 'quotation-legacy'
  | 'accepted'
  | 'success'
  | 'exit'
  /** The quote link's journey runs the fraud check, so its payment is taken on `payment`. */
  | 'fraud-check'
  /** The quote has proceeded to payment: the `payment` page takes it (secure form or web chat). */
  | 'secure-payment'
  /**
   * The decision made on this form's quote (ACCEPTED, PAYMENT_CONFIRMED or DECLINED), as JSON
   * text. Not in the spec: it is the one item kept when an outcome page clears the session, so
   * Back and refresh afterwards show the decision instead of the accept error.
   */
  | 'decision';

export const quoteSessionKey = (form: FormCode, item: QuoteSessionItem): string => `mta-${form}-${item}`;
/** Not prefixed by form in the spec: one card attempt at a time. */
export const CARD_HOLDER_DETAILS_KEY = 'cardHolderDetails';

export interface AcceptGuardInput {
  form: FormCode;
  brand: DeploymentBrand;
  read: FlagReader;
}

const ALLOW: GuardDecision = { kind: 'allow' };
const to = (path: string): GuardDecision => ({ kind: 'route', path });

const isTrue = (value: string | null) => value === 'true';
/** "Present" for items that hold a value rather than a flag: stored and not cleared to false. */
const isPresent = (value: string | null) =>
  value !== null && value !== '' && value !== 'false' && value !== 'null';

const read = ({ form, read }: AcceptGuardInput, item: QuoteSessionItem) => read(quoteSessionKey(form, item));

type Requirement = (input: AcceptGuardInput) => GuardDecision;

const acceptedExactlyTrue: Requirement = (input) =>
  isTrue(read(input, 'accepted')) ? ALLOW : to(acceptPath(input.form, 'error'));

/**
 * Decline stores accepted as false and then shows quote-declined, so that page cannot ask for
 * true; it asks that a decision was recorded at all (the spec's "flag present" variant).
 */
const decisionRecorded: Requirement = (input) =>
  read(input, 'accepted') === null ? to(acceptPath(input.form, 'error')) : ALLOW;

const quotationNew: Requirement = (input) =>
  isPresent(read(input, 'validated')) && isPresent(read(input, 'quotation-new'))
    ? ALLOW
    : to(requestErrorPath(input.form));

const quotationLegacy: Requirement = (input) =>
  isPresent(read(input, 'validated')) && isPresent(read(input, 'quotation-legacy'))
    ? ALLOW
    : to(requestErrorPath(input.form));

/**
 * The summary and 3-D Secure pages work on a validated card; without one the customer is sent
 * back to enter it (the spec names no destination; the card page is the one that makes sense).
 */
const cardValidated: Requirement = (input) => {
  const accepted = acceptedExactlyTrue(input);
  if (accepted.kind !== 'allow') return accepted;
  return isPresent(input.read(CARD_HOLDER_DETAILS_KEY)) ? ALLOW : to(acceptPath(input.form, 'card-payment'));
};

/** Greenflag shows success on coa and cov straight after accepting. */
const ACCEPTED_GRANTS_SUCCESS: ReadonlySet<string> = new Set(['GREENFLAG:coa', 'GREENFLAG:cov']);

const paymentSucceeded: Requirement = (input) => {
  if (isTrue(read(input, 'success'))) return ALLOW;
  if (ACCEPTED_GRANTS_SUCCESS.has(`${input.brand}:${input.form}`) && isTrue(read(input, 'accepted')))
    return ALLOW;
  return to(acceptPath(input.form, 'error'));
};

const open: Requirement = () => ALLOW;

/** The decision stored for this form's quote, if any. */
export const readDecision = (input: Pick<AcceptGuardInput, 'form' | 'read'>): DecidedStatus | null => {
  const text = input.read(quoteSessionKey(input.form, 'decision'));
  if (text === null) return null;
  try {
    const status: unknown = JSON.parse(text);
    return typeof status === 'string' && isDecided(status) ? status : null;
  } catch {
    return null;
  }
};

const decisionStored: Requirement = (input) =>
  readDecision(input) ? ALLOW : to(acceptPath(input.form, 'error'));

/** What each accept page needs before it shows. */
export const ACCEPT_PAGE_GUARDS = {
  'quotation-opt': quotationNew,
  'quotation-legacy': quotationLegacy,
  payment: acceptedExactlyTrue,
  'card-payment': acceptedExactlyTrue,
  'payment-summary': cardValidated,
  '3dsecure': cardValidated,
  'payment-success': paymentSucceeded,
  'payment-declined': acceptedExactlyTrue,
  'payment-unavailable': acceptedExactlyTrue,
  'payment-transferred': acceptedExactlyTrue,
  'quote-accepted': acceptedExactlyTrue,
  'quote-declined': decisionRecorded,
  decided: decisionStored,
  'invalid-token': open,
  'out-of-date': open,
  error: open,
} satisfies Record<AcceptPage, Requirement>;

/**
 * Once a decision is made the outcome page ends the session, so every earlier page of the
 * journey fails its guard: Back or refresh then shows the decision rather than the error page,
 * which would tell a customer who has just paid that something went wrong.
 */
export const guardAcceptPage = (page: AcceptPage, input: AcceptGuardInput): GuardDecision => {
  const decision = ACCEPT_PAGE_GUARDS[page](input);
  if (decision.kind === 'allow' || !readDecision(input)) return decision;
  return to(acceptPath(input.form, 'decided'));
};

/** Request-side pages reached from the accept journey need the accepted flag stored at all. */
export const guardRequestSideAccepted = (input: AcceptGuardInput): GuardDecision =>
  read(input, 'accepted') === null ? to(requestErrorPath(input.form)) : ALLOW;
