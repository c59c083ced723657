import { isFormCode } from '@portal/domain/formCodes';
import { routeAfterPaymentReturn } from '@portal/domain/payment/paymentDecision';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePaymentStatus } from '../../api/calls/paymentStatus.ts';
import { PageHeading } from '../../shell/PageHeading.tsx';
import { PageLoading } from '../../shell/PageLoading.tsx';
import styles from '../accept.module.css';
import { acceptHref, RETURN_PARAM, returnedStatus, searchWithout } from '../acceptHref.ts';
import { setQuoteFlag } from '../quoteFlags.ts';
import { useQuoteSession } from '../useQuoteSession.ts';

/**
 * Where the bank sends the window after 3-D Secure. The server's quote status decides (the
 * address alone could be typed by anyone); the query the bank dropped comes back from the attempt.
 * Until it has, the server's drawing tells the customer what is happening and not to leave: a
 * customer back from their bank sees at once that their payment is being checked, not a bare
 * "Loading…" on a page that might be stuck.
 */
export function PaymentReturnPage() {
  const { form = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Read once its module has loaded (after hydrating the frame): until then nothing is decided.
  const session = useQuoteSession();
  const quote = useMemo(
    () => (session && isFormCode(form) ? session.readQuote(form) : null),
    [session, form],
  );
  const status = usePaymentStatus(quote?.quoteDTO ? { token: quote.token, uuid: quote.quoteDTO.uuid } : null);
  const returned = returnedStatus(pathname, search);

  useEffect(() => {
    const asked = Boolean(quote?.quoteDTO);
    if (!session || !isFormCode(form) || (asked && status.isPending)) return;
    const route = routeAfterPaymentReturn(returned, status.data ?? null);
    if (route === 'payment-success') setQuoteFlag(form, 'success', true);
    // The query came back with the bank's address; the attempt's copy covers a bank that drops it.
    const kept = searchWithout(search, RETURN_PARAM) || (session.readPaymentAttempt()?.search ?? '');
    navigate(acceptHref(form, route, kept), { replace: true });
  }, [session, form, quote, status.isPending, status.data, returned, search, navigate]);

  return (
    <>
      <PageHeading>Checking your payment</PageHeading>
      <p className={styles.lead}>
        Your bank has sent you back to us. We are checking with them that your payment went through, which
        takes a few seconds. Please do not close this window or press Back.
      </p>
      <PageLoading />
    </>
  );
}
