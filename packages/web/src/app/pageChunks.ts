import { hasJourney, isFormCode, loadJourney } from '@portal/domain/forms';

/**
 * The lazily loaded pages, each named once: the routes load them on demand (React.lazy), and
 * start-up fetches the ones the opening address needs while the session is still being set up,
 * instead of only after it (one network wait fewer before the first page draws).
 */
export const pageChunks = {
  sessionScope: () => import('../session/SessionScope.tsx'),
  journeyStep: () => import('../journey/JourneyStepRoute.tsx'),
  error: () => import('../pages/ErrorPage.tsx'),
  exclusiveError: () => import('../pages/ExclusiveErrorPage.tsx'),
  unavailable: () => import('../pages/UnavailablePage.tsx'),
  exit: () => import('../accept/outcomes/ExitPage.tsx'),
  paymentDeclined: () => import('../accept/outcomes/PaymentDeclinedPage.tsx'),
  paymentNotTaken: () => import('../accept/outcomes/PaymentNotTakenPage.tsx'),
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
  decided: ['decided'],
  error: ['error'],
};

const ignoreFailure = () => {
  // The route loads it again when it renders, and shows its own error if it still fails.
};

/** Starts fetching what the page at this address (`#/cov/request/triage?…`) will load lazily. */
export function preloadPageChunks(hash: string): void {
  const [form = '', side = '', page = ''] = (hash.replace(/^#\/?/, '').split('?')[0] ?? '').split('/');
  if (!page) return;
  const chunks = side === 'request' ? REQUEST_PAGES[page] : side === 'accept' ? ACCEPT_PAGES[page] : [];
  for (const chunk of chunks ?? []) pageChunks[chunk]().catch(ignoreFailure);
  if (side === 'request' && chunks === undefined) {
    pageChunks.sessionScope().catch(ignoreFailure);
    pageChunks.journeyStep().catch(ignoreFailure);
    if (isFormCode(form) && hasJourney(form)) loadJourney(form).catch(ignoreFailure);
  }
}
