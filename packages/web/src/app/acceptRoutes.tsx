import type { AcceptPage } from '@portal/domain/accept/acceptRoutes';
import { loadChangeSubject } from '@portal/domain/accept/quoteCopy';
import { type FormCode, isFormCode } from '@portal/domain/formCodes';
import type { ReactNode } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { AcceptGuard } from '../accept/AcceptGuard.tsx';
import { withQuery } from '../lib/keepQuery.tsx';
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
 * The rows naming what the quote is for, for the pages that list them (`useLoaderData`): the
 * form's amendedDTO schema loads with them, not with every page.
 */
export const changeSubjectLoader = ({ params }: LoaderFunctionArgs) =>
  isFormCode(params.form ?? '') ? loadChangeSubject(params.form as FormCode) : null;

/**
 * The accept journey's own pages, inside the accept side's session scope; error and session
 * pages are in router.tsx. Each guarded page names its guard (accept-and-pay.md §4) and loads
 * its chunk first; `draw` makes its element from the loaded module.
 */
const lazyPage = <M,>(
  path: AcceptPage,
  load: () => Promise<M>,
  draw: (module: M) => ReactNode,
  loader?: (args: LoaderFunctionArgs) => unknown,
  side: 'accept' | 'request' = 'accept',
): RouteObject => ({
  path,
  ...(loader ? { loader } : {}),
  lazy: () =>
    load().then((module) => ({
      element: (
        <AcceptGuard page={path} side={side}>
          {draw(module)}
        </AcceptGuard>
      ),
    })),
});

export const acceptJourneyRoutes: RouteObject[] = [
  {
    path: 'verification/:token',
    lazy: () => pageChunks.verification().then((m) => ({ Component: m.VerificationPage })),
  },
  // The home lapse link (shell-and-routing.md §2): its token is checked under home-lapse.
  {
    path: 'verification/home/:token',
    lazy: () => pageChunks.verification().then((m) => ({ element: <m.VerificationPage home /> })),
  },
  lazyPage(
    'quotation-opt',
    pageChunks.quotation,
    (m) => <m.QuotationPage layout="quotation-opt" />,
    changeSubjectLoader,
  ),
  lazyPage(
    'quotation-legacy',
    pageChunks.quotation,
    (m) => <m.QuotationPage layout="quotation-legacy" />,
    changeSubjectLoader,
  ),
  // The spec's route list calls the older layout's page `quotation` (shell-and-routing.md §2).
  {
    ...lazyPage(
      'quotation-legacy',
      pageChunks.quotation,
      (m) => <m.QuotationPage layout="quotation-legacy" />,
      changeSubjectLoader,
    ),
    path: 'quotation',
  },
  // Renewals (mor, hor) arrive here accepted, straight from their link (accept-and-pay.md §4).
  lazyPage('payment', pageChunks.quotation, (m) => <m.QuotationPage layout="payment" />, changeSubjectLoader),
  lazyPage('card-payment', pageChunks.cardPayment, (m) => <m.CardPaymentPage />),
  lazyPage('payment-summary', pageChunks.paymentSummary, (m) => <m.PaymentSummaryPage />),
  lazyPage('3dsecure', pageChunks.threeDSecure, (m) => <m.ThreeDSecurePage />),
  lazyPage(
    'payment-success',
    pageChunks.changeConfirmed,
    (m) => <m.ChangeConfirmedPage paid />,
    changeSubjectLoader,
  ),
  lazyPage('payment-declined', pageChunks.paymentDeclined, (m) => <m.PaymentDeclinedPage />),
  // The second decline in a payment chat: the optional trailing count (shell-and-routing.md).
  {
    ...lazyPage('payment-declined', pageChunks.paymentDeclined, (m) => <m.PaymentDeclinedPage />),
    path: 'payment-declined/:count',
  },
  lazyPage('payment-unavailable', pageChunks.paymentNotTaken, (m) => (
    <m.PaymentNotTakenPage reason="unavailable" />
  )),
  lazyPage('payment-transferred', pageChunks.paymentNotTaken, (m) => (
    <m.PaymentNotTakenPage reason="transferred" />
  )),
  lazyPage(
    'quote-accepted',
    pageChunks.changeConfirmed,
    (m) => <m.ChangeConfirmedPage paid={false} />,
    changeSubjectLoader,
  ),
  lazyPage('quote-declined', pageChunks.quoteDeclined, (m) => <m.QuoteDeclinedPage />),
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

/**
 * The web-chat payment path's pages under the request side (`/{form}/request/payment-*`,
 * shell-and-routing.md §2 and §4 "Routes reached from chat"): the same pages as the accept
 * side's, guarded as the spec guards request-side pages, by the accepted flag being stored.
 */
export const requestSidePaymentRoutes: RouteObject[] = [
  lazyPage(
    'payment',
    pageChunks.quotation,
    (m) => <m.QuotationPage layout="payment" />,
    changeSubjectLoader,
    'request',
  ),
  lazyPage(
    'payment-success',
    pageChunks.changeConfirmed,
    (m) => <m.ChangeConfirmedPage paid />,
    changeSubjectLoader,
    'request',
  ),
  lazyPage(
    'payment-declined',
    pageChunks.paymentDeclined,
    (m) => <m.PaymentDeclinedPage />,
    undefined,
    'request',
  ),
  {
    ...lazyPage(
      'payment-declined',
      pageChunks.paymentDeclined,
      (m) => <m.PaymentDeclinedPage />,
      undefined,
      'request',
    ),
    path: 'payment-declined/:count',
  },
  lazyPage(
    'payment-unavailable',
    pageChunks.paymentNotTaken,
    (m) => <m.PaymentNotTakenPage reason="unavailable" />,
    undefined,
    'request',
  ),
  lazyPage(
    'payment-transferred',
    pageChunks.paymentNotTaken,
    (m) => <m.PaymentNotTakenPage reason="transferred" />,
    undefined,
    'request',
  ),
];
