import { lazyModule } from './lazyModule.ts';

/**
 * The lazily loaded modules several pages of the table (pages.tsx) share, or that a page names as
 * where the customer goes next, each written once. A page with a module of its own may write it
 * inline in its entry instead. The build gives each its manifest name from the import itself.
 */
export const pageChunks = {
  startPages: lazyModule(() => import('../hub/startPages.ts')),
  sessionScope: lazyModule(() => import('../session/SessionScope.tsx')),
  acceptGuard: lazyModule(() => import('../accept/AcceptGuard.tsx')),
  triageStep: lazyModule(() => import('./stepRoutes/TriageStepRoute.tsx')),
  reviewStep: lazyModule(() => import('./stepRoutes/ReviewStepRoute.tsx')),
  anyStep: lazyModule(() => import('./stepRoutes/AnyStepRoute.tsx')),
  error: lazyModule(() => import('../pages/ErrorPage.tsx')),
  sessionEnd: lazyModule(() => import('../pages/SessionEndPage.tsx')),
  verification: lazyModule(() => import('../accept/VerificationPage.tsx')),
  quotation: lazyModule(() => import('../accept/quotation/QuotationPage.tsx')),
  cardPayment: lazyModule(() => import('../accept/payment/CardPaymentPage.tsx')),
  paymentSummary: lazyModule(() => import('../accept/payment/PaymentSummaryPage.tsx')),
  threeDSecure: lazyModule(() => import('../accept/payment/ThreeDSecurePage.tsx')),
  paymentReturn: lazyModule(() => import('../accept/payment/PaymentReturnPage.tsx')),
  paymentDeclined: lazyModule(() => import('../accept/outcomes/PaymentDeclinedPage.tsx')),
  paymentNotTaken: lazyModule(() => import('../accept/outcomes/PaymentNotTakenPage.tsx')),
  changeConfirmed: lazyModule(() => import('../accept/outcomes/ChangeConfirmedPage.tsx')),
  quoteDeclined: lazyModule(() => import('../accept/outcomes/QuoteDeclinedPage.tsx')),
};
