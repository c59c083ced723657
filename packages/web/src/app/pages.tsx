import { SUCCESS_STEP } from '@portal/domain/journeys/steps';
import { quoteSessionLoaded } from '../accept/quoteSessionLoader.ts';
import { requestErrorLoader } from './guardLoaders.ts';
import { lazyModule } from './lazyModule.ts';
import { pageChunks as chunks } from './pageChunks.ts';
import { type Page, page } from './pageEntry.ts';
import { exitLoader, isPaymentReturn, paymentReturnLoader, toNotFound, toTriage } from './pageLoaders.ts';

/**
 * Every page under a form's address (`/{form}/…`), once: the router's routes (routes.tsx), the
 * chunks the browser fetches for the opening page and the next ones, and what the server draws
 * and links into its HTML are all read from here, so they cannot disagree. Adding a page is an
 * entry here plus its component (README, "Adding a journey page"). The start page and Page not
 * found, outside any form, are routes.tsx's own.
 *
 * Pages load their chunk before they render (route `lazy`), so the opening page draws in one go
 * rather than behind a Suspense fallback; the accept side's pages and libraries are never
 * downloaded by a customer who only opens a request journey.
 */
export const pages: readonly Page[] = [
  { path: '', in: 'form', loader: toTriage, server: 'browser' },
  { path: '*', in: 'form', loader: toNotFound, server: 'browser' },

  // The request side, outside the session scope: no countdown starts on them.
  { path: '', in: 'request', loader: toTriage, server: 'browser' },
  // Each side's session-end pages, outside its session scope.
  ...(['request', 'accept'] as const).flatMap((side) =>
    (['timeout', 'ended'] as const).map((reason) =>
      page({
        path: `session-${reason}`,
        in: side,
        chunk: chunks.sessionEnd,
        draw: (m) => <m.SessionEndPage reason={reason} side={side} />,
        server: 'browser',
      }),
    ),
  ),
  // Reachable only with the journey's exit flag, which only the browser holds.
  page({
    path: 'error',
    in: 'request',
    loader: requestErrorLoader,
    chunk: chunks.error,
    draw: (m) => <m.ErrorPage />,
    server: 'browser',
  }),
  page({
    path: 'exclusive-error',
    in: 'request',
    chunk: lazyModule(() => import('../pages/ExclusiveErrorPage.tsx')),
    draw: (m) => <m.ExclusiveErrorPage />,
    server: 'page',
  }),
  page({
    path: 'unavailable',
    in: 'request',
    chunk: lazyModule(() => import('../pages/UnavailablePage.tsx')),
    draw: (m) => <m.UnavailablePage />,
    server: 'page',
  }),

  // The journey: one renderer draws every step (triage and review without the question fields);
  // each form's definition loads lazily inside it.
  page({
    path: 'triage',
    in: 'request journey',
    chunk: chunks.triageStep,
    draw: (m) => <m.TriageStepRoute />,
    reads: 'journey start',
    server: 'page',
    next: [chunks.anyStep],
  }),
  // Drawn as a frame: the answers it lists are the browser's, filled in once it has hydrated.
  page({
    path: 'review-and-confirm',
    in: 'request journey',
    chunk: chunks.reviewStep,
    draw: (m) => <m.ReviewStepRoute />,
    reads: 'journey',
    server: 'frame',
    next: [chunks.anyStep, chunks.reviewStep],
  }),
  // Question steps are the same for everyone until answered; success says a request was sent.
  page({
    path: ':step/*',
    in: 'request journey',
    chunk: chunks.anyStep,
    draw: (m) => <m.AnyStepRoute />,
    reads: 'journey',
    server: ({ step }) => (step === SUCCESS_STEP ? 'browser' : 'page'),
    next: [chunks.anyStep, chunks.reviewStep],
  }),

  // The accept side, outside the session scope.
  page({ path: 'error', in: 'accept', chunk: chunks.error, draw: (m) => <m.ErrorPage />, server: 'browser' }),
  page({
    path: 'invalid-token',
    in: 'accept',
    chunk: lazyModule(() => import('../pages/InvalidTokenPage.tsx')),
    draw: (m) => <m.InvalidTokenPage />,
    server: 'browser',
  }),
  page({
    path: 'out-of-date',
    in: 'accept',
    chunk: lazyModule(() => import('../pages/OutOfDatePage.tsx')),
    draw: (m) => <m.OutOfDatePage />,
    server: 'browser',
  }),
  // It ends the session, so no countdown may start here.
  page({
    path: 'decided',
    in: 'accept',
    chunk: lazyModule(() => import('../accept/outcomes/DecidedPage.tsx')),
    draw: (m) => <m.DecidedPage />,
    guard: 'decided',
    reads: 'quote',
    server: 'afterLink',
  }),
  { path: '*', in: 'accept', loader: toNotFound, server: 'browser' },

  // The emailed link: it checks the token and goes straight on, to the quotation mostly.
  ...(['verification/:token', 'verification/home/:token'] as const).map((path) =>
    page({
      path,
      in: 'accept journey',
      chunk: chunks.verification,
      // The home lapse link's token is checked under home-lapse.
      draw: (m) => <m.VerificationPage home={path.includes('/home/')} />,
      server: 'opensLink',
      opensWith: [chunks.acceptGuard, chunks.quotation],
      next: [chunks.quotation],
    }),
  ),
  // `quotation` is the spec's name for the older layout's page.
  ...(['quotation-opt', 'quotation-legacy', 'quotation'] as const).map((path) =>
    page({
      path,
      in: 'accept journey',
      chunk: chunks.quotation,
      draw: (m) => <m.QuotationPage layout={path === 'quotation-opt' ? path : 'quotation-legacy'} />,
      guard: path === 'quotation-opt' ? path : 'quotation-legacy',
      reads: 'quote',
      server: path === 'quotation' ? 'browser' : 'afterLink',
      next: [chunks.changeConfirmed, chunks.cardPayment, chunks.quoteDeclined],
    }),
  ),
  // Renewals (mor, hor) arrive here accepted, straight from their link; the web-chat payment path
  // reaches the request side's copy.
  ...(['accept journey', 'request journey'] as const).map((section) =>
    page({
      path: 'payment',
      in: section,
      chunk: chunks.quotation,
      draw: (m) => <m.QuotationPage layout="payment" />,
      guard: 'payment',
      reads: 'quote',
      server: section === 'accept journey' ? 'afterLink' : 'browser',
      next: [chunks.changeConfirmed, chunks.paymentDeclined, chunks.paymentNotTaken],
    }),
  ),
  // The card form is a frame: the amount it shows is the browser's, filled in after hydrating.
  page({
    path: 'card-payment',
    in: 'accept journey',
    loader: quoteSessionLoaded,
    chunk: chunks.cardPayment,
    draw: (m) => <m.CardPaymentPage />,
    guard: 'card-payment',
    server: 'frame',
    next: [chunks.paymentSummary],
  }),
  page({
    path: 'payment-summary',
    in: 'accept journey',
    chunk: chunks.paymentSummary,
    draw: (m) => <m.PaymentSummaryPage />,
    guard: 'payment-summary',
    server: 'browser',
    next: [chunks.threeDSecure, chunks.paymentReturn, chunks.changeConfirmed, chunks.paymentDeclined],
  }),
  page({
    path: '3dsecure',
    in: 'accept journey',
    chunk: chunks.threeDSecure,
    draw: (m) => <m.ThreeDSecurePage />,
    guard: '3dsecure',
    server: 'browser',
    next: [chunks.paymentReturn, chunks.changeConfirmed, chunks.paymentDeclined],
  }),
  // The bank's return after 3-D Secure (`redirects;status=…`): a frame saying the payment is being
  // checked while the browser asks its status, so a customer who has just paid sees the brand's page
  // and what is happening at once.
  page({
    path: ':returned',
    in: 'accept journey',
    loader: paymentReturnLoader,
    chunk: chunks.paymentReturn,
    draw: (m) => <m.PaymentReturnPage />,
    guard: '3dsecure',
    server: ({ returned }) => (isPaymentReturn(returned) ? 'frame' : 'browser'),
  }),
  // Outcomes: the server never says a payment went through. The web-chat payment path reaches the
  // request side's copies, guarded by the accepted flag alone.
  ...(['accept journey', 'request journey'] as const).flatMap((section) => [
    page({
      path: 'payment-success',
      in: section,
      chunk: chunks.changeConfirmed,
      draw: (m) => <m.ChangeConfirmedPage paid />,
      guard: 'payment-success',
      reads: 'quote',
      server: 'browser',
    }),
    // A second decline in a payment chat carries a count.
    ...['payment-declined', 'payment-declined/:count'].map((path) =>
      page({
        path,
        in: section,
        chunk: chunks.paymentDeclined,
        draw: (m) => <m.PaymentDeclinedPage />,
        guard: 'payment-declined',
        server: 'browser',
      }),
    ),
    ...(['unavailable', 'transferred'] as const).map((reason) =>
      page({
        path: `payment-${reason}`,
        in: section,
        chunk: chunks.paymentNotTaken,
        draw: (m) => <m.PaymentNotTakenPage reason={reason} />,
        guard: `payment-${reason}`,
        server: 'browser',
      }),
    ),
  ]),
  page({
    path: 'quote-accepted',
    in: 'accept journey',
    chunk: chunks.changeConfirmed,
    draw: (m) => <m.ChangeConfirmedPage paid={false} />,
    guard: 'quote-accepted',
    reads: 'quote',
    server: 'browser',
  }),
  page({
    path: 'quote-declined',
    in: 'accept journey',
    chunk: chunks.quoteDeclined,
    draw: (m) => <m.QuoteDeclinedPage />,
    guard: 'quote-declined',
    server: 'browser',
  }),
  // Reachable only after pressing Exit, which stores the exit flag.
  page({
    path: 'exit/:from',
    in: 'accept journey',
    loader: exitLoader,
    chunk: lazyModule(() => import('../accept/outcomes/ExitPage.tsx')),
    draw: (m) => <m.ExitPage />,
    server: 'browser',
  }),
];
