import type { AcceptPage } from '@portal/domain/quotes/acceptRoutes';
import type { ReactNode } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { AcceptGuard } from '../accept/AcceptGuard.tsx';
import { ChangeConfirmedPage } from '../accept/outcomes/ChangeConfirmedPage.tsx';
import { QuoteDeclinedPage } from '../accept/outcomes/QuoteDeclinedPage.tsx';
import { withQuery } from './keepQuery.tsx';
import { pageChunks } from './pageChunks.ts';

// The accept side's pages (quotation forms, card payment, 3-D Secure) load on demand: a
// customer opening the hub or a request journey never downloads them or their libraries.
// Routes load them before they render (route `lazy`), so the opening page draws in one go
// rather than behind a Suspense fallback (whose reveal React holds back up to 300 ms).

/** The bank's return address is `redirects;status=…`: one path segment with a matrix part. */
const paymentReturnLoader = ({ params, request }: LoaderFunctionArgs) =>
  /^redirects(;|$)/.test(params.returned ?? '')
    ? null
    : redirect(withQuery('/error', new URL(request.url).search));

/** Exit is reachable only after pressing Exit, which stores the exit flag. */
const exitLoader = ({ params, request }: LoaderFunctionArgs) =>
  sessionStorage.getItem(`mta-${params.form ?? ''}-exit`) === 'true'
    ? null
    : redirect(withQuery(`/${params.form ?? ''}/accept/error`, new URL(request.url).search));

/**
 * The accept journey's own pages, inside the accept side's session scope. Each guarded page
 * names its guard (accept-and-pay.md §4); error and session pages are in router.tsx.
 */
const page = (path: AcceptPage, element: ReactNode): RouteObject => ({
  path,
  element: <AcceptGuard page={path}>{element}</AcceptGuard>,
});

/** A guarded page whose chunk loads first; `draw` makes its element from the loaded module. */
const lazyPage = <M,>(
  path: AcceptPage,
  load: () => Promise<M>,
  draw: (module: M) => ReactNode,
): RouteObject => ({
  path,
  lazy: () => load().then((module) => ({ element: <AcceptGuard page={path}>{draw(module)}</AcceptGuard> })),
});

export const acceptJourneyRoutes: RouteObject[] = [
  {
    path: 'verification/:token',
    lazy: () => pageChunks.verification().then((m) => ({ Component: m.VerificationPage })),
  },
  lazyPage('quotation-opt', pageChunks.quotation, (m) => <m.QuotationPage layout="quotation-opt" />),
  lazyPage('quotation-legacy', pageChunks.quotation, (m) => <m.QuotationPage layout="quotation-legacy" />),
  // Renewals (mor, hor) arrive here accepted, straight from their link (accept-and-pay.md §4).
  lazyPage('payment', pageChunks.quotation, (m) => <m.QuotationPage layout="payment" />),
  lazyPage('card-payment', pageChunks.cardPayment, (m) => <m.CardPaymentPage />),
  lazyPage('payment-summary', pageChunks.paymentSummary, (m) => <m.PaymentSummaryPage />),
  lazyPage('3dsecure', pageChunks.threeDSecure, (m) => <m.ThreeDSecurePage />),
  page('payment-success', <ChangeConfirmedPage paid />),
  lazyPage('payment-declined', pageChunks.paymentDeclined, (m) => <m.PaymentDeclinedPage />),
  lazyPage('payment-unavailable', pageChunks.paymentNotTaken, (m) => (
    <m.PaymentNotTakenPage reason="unavailable" />
  )),
  lazyPage('payment-transferred', pageChunks.paymentNotTaken, (m) => (
    <m.PaymentNotTakenPage reason="transferred" />
  )),
  page('quote-accepted', <ChangeConfirmedPage paid={false} />),
  page('quote-declined', <QuoteDeclinedPage />),
  {
    path: 'exit/:from',
    loader: exitLoader,
    lazy: () => pageChunks.exit().then((m) => ({ Component: m.ExitPage })),
  },
  {
    path: ':returned',
    loader: paymentReturnLoader,
    lazy: () =>
      pageChunks.paymentReturn().then(({ PaymentReturnPage }) => ({
        element: (
          <AcceptGuard page="3dsecure">
            <PaymentReturnPage />
          </AcceptGuard>
        ),
      })),
  },
];
