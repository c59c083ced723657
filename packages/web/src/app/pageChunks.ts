import { loadChangeSubject } from '@portal/domain/accept/quoteCopy';
import { parseQuery } from '@portal/domain/brands/registry';
import { type FormCode, isFormCode } from '@portal/domain/formCodes';
import { hasJourney, loadJourney } from '@portal/domain/forms';

/**
 * The lazily loaded pages, each named once: the routes load them on demand (React.lazy), and
 * start-up fetches the ones the opening address needs while the session is still being set up,
 * instead of only after it (one network wait fewer before the first page draws).
 */
export const pageChunks = {
  sessionScope: () => import('../session/SessionScope.tsx'),
  triageStep: () => import('./stepRoutes/TriageStepRoute.tsx'),
  reviewStep: () => import('./stepRoutes/ReviewStepRoute.tsx'),
  anyStep: () => import('./stepRoutes/AnyStepRoute.tsx'),
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
export type Chunk = keyof typeof pageChunks;

/**
 * Where each chunk comes from, as the build's manifest names it: the server links the style
 * sheets and scripts of the page it draws into the HTML, so the page is styled before any script
 * runs and its chunks load at once (pageChunks.test.ts checks these against the imports above).
 */
export const pageChunkSources: Record<Chunk, string> = {
  sessionScope: 'src/session/SessionScope.tsx',
  triageStep: 'src/app/stepRoutes/TriageStepRoute.tsx',
  reviewStep: 'src/app/stepRoutes/ReviewStepRoute.tsx',
  anyStep: 'src/app/stepRoutes/AnyStepRoute.tsx',
  error: 'src/pages/ErrorPage.tsx',
  exclusiveError: 'src/pages/ExclusiveErrorPage.tsx',
  unavailable: 'src/pages/UnavailablePage.tsx',
  exit: 'src/accept/outcomes/ExitPage.tsx',
  paymentDeclined: 'src/accept/outcomes/PaymentDeclinedPage.tsx',
  paymentNotTaken: 'src/accept/outcomes/PaymentNotTakenPage.tsx',
  changeConfirmed: 'src/accept/outcomes/ChangeConfirmedPage.tsx',
  quoteDeclined: 'src/accept/outcomes/QuoteDeclinedPage.tsx',
  decided: 'src/accept/outcomes/DecidedPage.tsx',
  quotation: 'src/accept/quotation/QuotationPage.tsx',
  cardPayment: 'src/accept/payment/CardPaymentPage.tsx',
  paymentSummary: 'src/accept/payment/PaymentSummaryPage.tsx',
  threeDSecure: 'src/accept/payment/ThreeDSecurePage.tsx',
  paymentReturn: 'src/accept/payment/PaymentReturnPage.tsx',
  verification: 'src/accept/VerificationPage.tsx',
};

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
  // The bank's return after 3-D Secure.
  redirects: ['sessionScope', 'paymentReturn'],
};

const ignoreFailure = () => {
  // The route loads it again when it renders, and shows its own error if it still fails.
};

/**
 * `/cov/request/triage?product=PCW` → form, side, page and query. A page's matrix part (the bank's
 * return, `redirects;status=success`) is not its name.
 */
export function readAddress(address: string) {
  const [path = '', query = ''] = address.replace(/^#?\/?/, '').split('?');
  const [form = '', side = '', segment = ''] = path.split('/');
  const [page = ''] = segment.split(';');
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
 * What the page at this address (`/cov/request/triage?…`) loads lazily: its chunks, for a
 * journey step the form whose journey definition it reads, and for a quote page the form whose
 * amendedDTO it lists.
 */
export function openingPageNeeds(address: string): {
  chunks: readonly Chunk[];
  journeyOf?: FormCode;
  subjectOf?: FormCode;
} {
  const { form, side, page } = readAddress(address);
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
export function preloadPageChunks(address: string): void {
  const { chunks, journeyOf, subjectOf } = openingPageNeeds(address);
  for (const chunk of chunks) pageChunks[chunk]().catch(ignoreFailure);
  if (journeyOf) loadJourney(journeyOf).catch(ignoreFailure);
  if (subjectOf) loadChangeSubject(subjectOf).catch(ignoreFailure);
}

/**
 * Once the session is set up: a journey page's `GET {form}/data`, which its step needs before it
 * draws, starts now instead of after the page's chunk has loaded and rendered.
 */
export function prefetchPageData(address: string): void {
  const { journeyOf } = openingPageNeeds(address);
  if (!journeyOf) return;
  const { product } = parseQuery(new URLSearchParams(readAddress(address).query));
  import('../api/calls/staticData.ts')
    .then(({ prefetchStaticData }) => prefetchStaticData(journeyOf, product))
    .catch(ignoreFailure);
}
