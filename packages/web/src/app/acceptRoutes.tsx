import type { AcceptPage } from '@portal/domain/quotes/acceptRoutes';
import { lazy, type ReactNode, Suspense } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { AcceptGuard } from '../accept/AcceptGuard.tsx';
import { ChangeConfirmedPage } from '../accept/outcomes/ChangeConfirmedPage.tsx';
import { ExitPage } from '../accept/outcomes/ExitPage.tsx';
import { PaymentDeclinedPage } from '../accept/outcomes/PaymentDeclinedPage.tsx';
import { PaymentNotTakenPage } from '../accept/outcomes/PaymentNotTakenPage.tsx';
import { QuoteDeclinedPage } from '../accept/outcomes/QuoteDeclinedPage.tsx';
import { withQuery } from './keepQuery.tsx';
import { PageLoading } from './PageLoading.tsx';
import { pageChunks } from './pageChunks.ts';

// The accept side's pages (quotation forms, card payment, 3-D Secure) load on demand: a
// customer opening the hub or a request journey never downloads them or their libraries.
const QuotationPage = lazy(() => pageChunks.quotation().then((m) => ({ default: m.QuotationPage })));
const CardPaymentPage = lazy(() => pageChunks.cardPayment().then((m) => ({ default: m.CardPaymentPage })));
const PaymentSummaryPage = lazy(() =>
  pageChunks.paymentSummary().then((m) => ({ default: m.PaymentSummaryPage })),
);
const ThreeDSecurePage = lazy(() => pageChunks.threeDSecure().then((m) => ({ default: m.ThreeDSecurePage })));
const PaymentReturnPage = lazy(() =>
  pageChunks.paymentReturn().then((m) => ({ default: m.PaymentReturnPage })),
);
const VerificationPage = lazy(() => pageChunks.verification().then((m) => ({ default: m.VerificationPage })));

const suspended = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

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
  element: <AcceptGuard page={path}>{suspended(element)}</AcceptGuard>,
});

export const acceptJourneyRoutes: RouteObject[] = [
  { path: 'verification/:token', element: suspended(<VerificationPage />) },
  page('quotation-opt', <QuotationPage layout="quotation-opt" />),
  page('quotation-legacy', <QuotationPage layout="quotation-legacy" />),
  // Renewals (mor, hor) arrive here accepted, straight from their link (accept-and-pay.md §4).
  page('payment', <QuotationPage layout="payment" />),
  page('card-payment', <CardPaymentPage />),
  page('payment-summary', <PaymentSummaryPage />),
  page('3dsecure', <ThreeDSecurePage />),
  page('payment-success', <ChangeConfirmedPage paid />),
  page('payment-declined', <PaymentDeclinedPage />),
  page('payment-unavailable', <PaymentNotTakenPage reason="unavailable" />),
  page('payment-transferred', <PaymentNotTakenPage reason="transferred" />),
  page('quote-accepted', <ChangeConfirmedPage paid={false} />),
  page('quote-declined', <QuoteDeclinedPage />),
  { path: 'exit/:from', loader: exitLoader, element: <ExitPage /> },
  {
    path: ':returned',
    loader: paymentReturnLoader,
    element: <AcceptGuard page="3dsecure">{suspended(<PaymentReturnPage />)}</AcceptGuard>,
  },
];
