import { acceptStepCounter, quoteLinkValidLine } from '@portal/domain/accept/acceptSteps';
import { legacyQuotationChecks, quotationChecks } from '@portal/domain/accept/quotationChecks';
import { ERROR_CODES } from '@portal/domain/errors';
import { isFormCode } from '@portal/domain/formCodes';
import { paymentJourney } from '@portal/domain/quotes/paymentJourney';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { StepIndicator } from '../../design/StepIndicator.tsx';
import { withQuery } from '../../lib/keepQuery.tsx';
import { PageHeading } from '../../shell/PageHeading.tsx';
import { PageLoading } from '../../shell/PageLoading.tsx';
import styles from '../accept.module.css';
import { readQuoteFlag } from '../quoteFlags.ts';
import { useStoredQuote } from '../storedQuote.ts';
import { QuotationDecision } from './QuotationDecision.tsx';
import { QuoteAccordions } from './QuoteAccordions.tsx';
import { QuoteDetails } from './QuoteDetails.tsx';
import type { QuotationState } from './useQuoteActions.ts';

// The secure form and the payment chat (with its socket and opening hours) load once a
// fraud-check quote has proceeded to payment, not with every quote an emailed link opens. The
// server never draws that state: opening a link clears the secure-payment flag.
const SecurePaymentPage = lazy(() =>
  import('../securePayment/SecurePaymentPage.tsx').then((module) => ({ default: module.SecurePaymentPage })),
);

/**
 * The quote review, the first of the pages that pay for it: quotation-opt (current layout) or quotation-legacy (older quotes,
 * three confirmations, no accordions); a renewal's link lands on `payment`, the same review,
 * where the renewal is paid. The guard has checked the flags; the
 * quote comes from session, read by the route's loader (storedQuote.ts).
 */
export function QuotationPage({ layout }: { layout: 'quotation-opt' | 'quotation-legacy' | 'payment' }) {
  const { form = '' } = useParams();
  const { quote, subject } = useStoredQuote();
  const repriced = (useLocation().state as QuotationState | null)?.repriced === true;
  const dto = quote?.quoteDTO;
  if (!isFormCode(form) || !quote || !dto)
    return <Navigate to={withQuery(`/${form}/accept/error`, location.search)} replace />;
  // Proceeded to payment on a fraud-check journey: this page now takes the payment.
  if (layout === 'payment' && readQuoteFlag(form, 'secure-payment'))
    return (
      <Suspense fallback={<PageLoading />}>
        <SecurePaymentPage form={form} quote={{ token: quote.token, uuid: dto.uuid }} />
      </Suspense>
    );
  const checks =
    layout === 'quotation-legacy'
      ? legacyQuotationChecks(form)
      : quotationChecks(form, quote.coverType, dto.paymentType);
  const counter = acceptStepCounter('quote', paymentJourney(dto));
  return (
    <>
      {counter && layout !== 'quotation-legacy' && <StepIndicator step={counter.step} of={counter.of} />}
      <PageHeading>Your quote</PageHeading>
      {quote.linkValidUntil && <p>{quoteLinkValidLine(quote.linkValidUntil)}</p>}
      {repriced && (
        <p role="alert" className={styles.notice}>
          {ERROR_CODES.QUOTE_REPRICED}
        </p>
      )}
      <QuoteDetails form={form} quote={quote} dto={dto} subject={subject} />
      {layout !== 'quotation-legacy' && <QuoteAccordions dto={dto} />}
      <QuotationDecision form={form} quote={quote} dto={dto} checks={checks} page={layout} />
    </>
  );
}
