import { isFormCode } from '@portal/domain/forms';
import { acceptPath } from '@portal/domain/quotes/acceptRoutes';
import { isDecided } from '@portal/domain/quotes/quoteStatus';
import { routeAfterVerification, routeForTokenError } from '@portal/domain/quotes/verificationRouting';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { fraudCheckBlocks, fraudCheckLetsThrough } from '../api/calls/fraudCheck.ts';
import { verifyQuoteToken } from '../api/calls/quoteVerify.ts';
import { isApiFailure } from '../api/client.ts';
import { useNavigateKeepingQuery } from '../lib/keepQuery.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';
import { useShell } from '../shell/ShellContext.tsx';
import { forgetDecision, setQuoteFlag, storeDecision, storeQuote } from './quoteSession.ts';

/** The current query with product=HOME added. */
const homeQuery = (search: string) => {
  const query = new URLSearchParams(search);
  query.set('product', 'HOME');
  return query.toString();
};

/**
 * The emailed link lands here: check the token, keep the quote, send the customer onward.
 * `home` is the home lapse link's page (`verification/home/<token>`): its token is checked under
 * home-lapse, and its product is home (the spec reads home from /home/ in the address), which the
 * pages after it carry in their query.
 */
export function VerificationPage({ home = false }: { home?: boolean }) {
  const { form = '', token = '' } = useParams();
  const { brand } = useShell();
  const navigateKeepingQuery = useNavigateKeepingQuery();
  const { search } = useLocation();
  const started = useRef(false);

  useEffect(() => {
    const navigate = (path: string, options: { replace: boolean }) =>
      home && !new URLSearchParams(search).has('product')
        ? navigateKeepingQuery(`${path}?${homeQuery(search)}`, options)
        : navigateKeepingQuery(path, options);
    // One check per arrival, even when React runs effects twice in development.
    if (started.current || !isFormCode(form)) return;
    started.current = true;
    // A link opened again starts its decision afresh.
    for (const item of ['accepted', 'success', 'exit', 'fraud-check', 'secure-payment'] as const) {
      sessionStorage.removeItem(`mta-${form}-${item}`);
    }
    forgetDecision(form);
    verifyQuoteToken(form, brand, token, home ? 'HOME' : undefined).then(
      async (quote) => {
        storeQuote(form, quote);
        const status = quote.quoteDTO?.quote_status;
        // Decided earlier (here or on another device): the decided page shows it.
        if (status && isDecided(status)) storeDecision(form, status);
        const next = routeAfterVerification({
          form,
          quote,
          // The fraud check of accept-and-pay.md §4 sits behind the server's switch (FRAUD_CHECK).
          fraudCheck: { enabled: quote.fraudCheck === true, brand },
        });
        // A blocked payment, or a check that could not be made, goes to the error screen.
        const uuid = quote.quoteDTO?.uuid ?? '';
        if (next.fraudCheck && !(await fraudCheckLetsThrough(() => fraudCheckBlocks(uuid))))
          return navigate(acceptPath(form, 'error'), { replace: true });
        if (next.fraudCheck) setQuoteFlag(form, 'fraud-check', true);
        for (const [flag, value] of Object.entries(next.flags)) {
          setQuoteFlag(form, flag as keyof typeof next.flags, value);
        }
        navigate(next.route, { replace: true });
      },
      (error: unknown) =>
        navigate(routeForTokenError(form, isApiFailure(error) ? error.errorCode : ''), { replace: true }),
    );
  }, [form, token, brand, home, search, navigateKeepingQuery]);

  if (!isFormCode(form)) return null;
  return <PageLoading />;
}
