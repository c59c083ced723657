import { isFormCode } from '@portal/domain/forms';
import { routeAfterPaymentReturn } from '@portal/domain/quotes/paymentJourney';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePaymentStatus } from '../../api/calls/paymentStatus.ts';
import { PageLoading } from '../../app/PageLoading.tsx';
import { acceptHref } from '../acceptHref.ts';
import { readPaymentAttempt, readQuote, setQuoteFlag } from '../quoteSession.ts';

/** `redirects;status=success` → `success`: the bank appends a matrix parameter to the return path. */
export const returnStatusFrom = (pathname: string): string | null => {
  const match = /\/redirects;(.*)$/.exec(pathname);
  if (!match) return null;
  return new URLSearchParams((match[1] ?? '').replaceAll(';', '&')).get('status') ?? '';
};

/**
 * Where the bank sends the window after 3-D Secure. The server's quote status decides (the
 * address alone could be typed by anyone); the query the bank dropped comes back from the attempt.
 */
export function PaymentReturnPage() {
  const { form = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [quote] = useState(() => (isFormCode(form) ? readQuote(form) : null));
  const status = usePaymentStatus(quote?.quoteDTO ? { token: quote.token, uuid: quote.quoteDTO.uuid } : null);
  const returned = returnStatusFrom(pathname) ?? '';

  useEffect(() => {
    const asked = Boolean(quote?.quoteDTO);
    if (!isFormCode(form) || (asked && status.isPending)) return;
    const route = routeAfterPaymentReturn(returned, status.data ?? null);
    if (route === 'payment-success') setQuoteFlag(form, 'success', true);
    navigate(acceptHref(form, route, readPaymentAttempt()?.search ?? ''), { replace: true });
  }, [form, quote, status.isPending, status.data, returned, navigate]);

  return <PageLoading />;
}
