import { hasJourney, isFormCode, loadJourney } from '@portal/domain/forms';

/**
 * The lazily loaded pages, each named once: the routes load them on demand (React.lazy), and
 * start-up fetches the ones the opening address needs while the session is still being set up,
 * instead of only after it (one network wait fewer before the first page draws).
 */
export const pageChunks = {
  journeyStep: () => import('../journey/JourneyStepRoute.tsx'),
  decided: () => import('../accept/outcomes/DecidedPage.tsx'),
  quotation: () => import('../accept/quotation/QuotationPage.tsx'),
  cardPayment: () => import('../accept/payment/CardPaymentPage.tsx'),
  paymentSummary: () => import('../accept/payment/PaymentSummaryPage.tsx'),
  threeDSecure: () => import('../accept/payment/ThreeDSecurePage.tsx'),
  paymentReturn: () => import('../accept/payment/PaymentReturnPage.tsx'),
  verification: () => import('../accept/VerificationPage.tsx'),
};
type Chunk = keyof typeof pageChunks;

/** Accept pages by their path segment; the emailed link's page goes on to the quotation. */
const ACCEPT_CHUNKS: Record<string, readonly Chunk[]> = {
  verification: ['verification', 'quotation'],
  'quotation-opt': ['quotation'],
  'quotation-legacy': ['quotation'],
  payment: ['quotation'],
  'card-payment': ['cardPayment'],
  'payment-summary': ['paymentSummary'],
  '3dsecure': ['threeDSecure'],
  decided: ['decided'],
};

const ignoreFailure = () => {
  // The route loads it again when it renders, and shows its own error if it still fails.
};

/** Starts fetching what the page at this address (`#/cov/request/triage?…`) will load lazily. */
export function preloadPageChunks(hash: string): void {
  const [form = '', side = '', page = ''] = (hash.replace(/^#\/?/, '').split('?')[0] ?? '').split('/');
  if (side === 'request' && page) {
    pageChunks.journeyStep().catch(ignoreFailure);
    if (isFormCode(form) && hasJourney(form)) loadJourney(form).catch(ignoreFailure);
  }
  if (side === 'accept')
    for (const chunk of ACCEPT_CHUNKS[page] ?? []) pageChunks[chunk]().catch(ignoreFailure);
}
