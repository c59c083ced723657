import { parseQuery } from '@portal/domain/brands/registry';
import { type FormCode, hasJourney, isFormCode, loadJourney } from '@portal/domain/forms';
import { loadChangeSubject } from '@portal/domain/quotes/quoteCopy';

/**
 * The lazily loaded pages, each named once: the routes load them on demand (React.lazy), and
 * start-up fetches the ones the opening address needs while the session is still being set up,
 * instead of only after it (one network wait fewer before the first page draws).
 */
export const pageChunks = {
  sessionScope: () => import('../session/SessionScope.tsx'),
  triageStep: () => import('../journey/stepRoutes/TriageStepRoute.tsx'),
  reviewStep: () => import('../journey/stepRoutes/ReviewStepRoute.tsx'),
  anyStep: () => import('../journey/stepRoutes/AnyStepRoute.tsx'),
  error: () => import('../pages/ErrorPage.tsx'),
  exclusiveError: () => import('../pages/ExclusiveErrorPage.tsx'),
  unavailable: () => import('../pages/UnavailablePage.tsx'),
  exit: () => import('../accept/outcomes/ExitPage.tsx'),
  paymentDeclined: () => import('../accept/outcomes/PaymentDeclinedPage.tsx'),
  paymentNotTaken: () => import('../accept/outcomes/PaymentNotTakenPage.tsx'),
  changeConfirmed: () => import('../accept/outcomes/ChangeConfirmedPage.tsx'),
  quoteDeclined: () => import('../accept/outcomes/QuoteDeclinedPage.tsx'),
  decided: () => import('../accept/outcomes/DecidedPage.tsx'),
  quotation: () => import('../accept/quotation/QuotationPage.tsx'),
  cardPayment: () => import('../accept/payment/CardPaymentPage.tsx'),
  paymentSummary: () => import('../accept/payment/PaymentSummaryPage.tsx'),
  threeDSecure: () => import('../accept/payment/ThreeDSecurePage.tsx'),
  paymentReturn: () => import('../accept/payment/PaymentReturnPage.tsx'),
  verification: () => import('../accept/VerificationPage.tsx'),
};
type Chunk = keyof typeof pageChunks;

/** Request-side pages outside the journey (the rest are journey steps in the session scope). */
const REQUEST_PAGES: Record<string, readonly Chunk[]> = {
  error: ['error'],
  'exclusive-error': ['exclusiveError'],
  unavailable: ['unavailable'],
  'session-timeout': [],
  'session-ended': [],
};

/** Accept pages by their path segment; the emailed link's page goes on to the quotation. */
const ACCEPT_PAGES: Record<string, readonly Chunk[]> = {
  verification: ['sessionScope', 'verification', 'quotation'],
  'quotation-opt': ['sessionScope', 'quotation'],
  'quotation-legacy': ['sessionScope', 'quotation'],
  payment: ['sessionScope', 'quotation'],
  'card-payment': ['sessionScope', 'cardPayment'],
  'payment-summary': ['sessionScope', 'paymentSummary'],
  '3dsecure': ['sessionScope', 'threeDSecure'],
  'payment-declined': ['sessionScope', 'paymentDeclined'],
  'payment-unavailable': ['sessionScope', 'paymentNotTaken'],
  'payment-transferred': ['sessionScope', 'paymentNotTaken'],
  'payment-success': ['sessionScope', 'changeConfirmed'],
  'quote-accepted': ['sessionScope', 'changeConfirmed'],
  'quote-declined': ['sessionScope', 'quoteDeclined'],
  decided: ['decided'],
  error: ['error'],
};

const ignoreFailure = () => {
  // The route loads it again when it renders, and shows its own error if it still fails.
};

/** `#/cov/request/triage?product=PCW` → form, side, page and query. */
function readAddress(hash: string) {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?');
  const [form = '', side = '', page = ''] = path.split('/');
  return { form, side, page, query };
}

const own = (pages: Record<string, readonly Chunk[]>, page: string): readonly Chunk[] =>
  Object.hasOwn(pages, page) ? (pages[page] ?? []) : [];

const isJourneyPage = (side: string, page: string) =>
  side === 'request' && page !== '' && !Object.hasOwn(REQUEST_PAGES, page);

/** Accept pages that list what the quote is for, with the form's amendedDTO (a route loader). */
const SUBJECT_PAGES = new Set([
  'verification',
  'quotation-opt',
  'quotation-legacy',
  'payment',
  'payment-success',
  'quote-accepted',
  'decided',
]);

/**
 * What the page at this address (`#/cov/request/triage?…`) loads lazily: its chunks, for a
 * journey step the form whose journey definition it reads, and for a quote page the form whose
 * amendedDTO it lists.
 */
export function openingPageNeeds(hash: string): {
  chunks: readonly Chunk[];
  journeyOf?: FormCode;
  subjectOf?: FormCode;
} {
  const { form, side, page } = readAddress(hash);
  if (side === 'accept' && SUBJECT_PAGES.has(page) && isFormCode(form))
    return { chunks: own(ACCEPT_PAGES, page), subjectOf: form };
  if (isJourneyPage(side, page))
    return {
      chunks: [
        'sessionScope',
        page === 'triage' ? 'triageStep' : page === 'review-and-confirm' ? 'reviewStep' : 'anyStep',
      ],
      ...(isFormCode(form) && hasJourney(form) ? { journeyOf: form } : {}),
    };
  return {
    chunks: side === 'request' ? own(REQUEST_PAGES, page) : side === 'accept' ? own(ACCEPT_PAGES, page) : [],
  };
}

/** Starts fetching what the page at this address will load lazily. */
export function preloadPageChunks(hash: string): void {
  const { chunks, journeyOf, subjectOf } = openingPageNeeds(hash);
  for (const chunk of chunks) pageChunks[chunk]().catch(ignoreFailure);
  if (journeyOf) loadJourney(journeyOf).catch(ignoreFailure);
  if (subjectOf) loadChangeSubject(subjectOf).catch(ignoreFailure);
}

/**
 * Once the session is set up: a journey page's `GET {form}/data`, which its step needs before it
 * draws, starts now instead of after the page's chunk has loaded and rendered.
 */
export function prefetchPageData(hash: string): void {
  const { journeyOf } = openingPageNeeds(hash);
  if (!journeyOf) return;
  const { product } = parseQuery(new URLSearchParams(readAddress(hash).query));
  import('../api/calls/staticData.ts')
    .then(({ prefetchStaticData }) => prefetchStaticData(journeyOf, product))
    .catch(ignoreFailure);
}
