import { acceptPath } from '@portal/domain/accept/acceptRoutes';
import { routeAfterVerification, routeForTokenError } from '@portal/domain/accept/verificationRouting';
import { isFormCode } from '@portal/domain/formCodes';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { fraudCheckBlocks, fraudCheckLetsThrough } from '../api/calls/fraudCheck.ts';
import { verifyQuoteToken } from '../api/calls/quoteVerify.ts';
import { isApiFailure } from '../api/client.ts';
import { withQuery } from '../lib/keepQuery.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';
import { useShell } from '../shell/ShellContext.tsx';
import { linkResetKeys, linkSearch, verifiedItems } from './linkVerification.ts';
import { setQuoteFlag } from './quoteFlags.ts';

/**
 * The emailed link lands here: check the token, keep the quote, send the customer onward.
 * `home` is the home lapse link's page (`verification/home/<token>`): its token is checked under
 * home-lapse, and its product is home (the spec reads home from /home/ in the address), which the
 * pages after it carry in their query.
 */
export function VerificationPage({ home = false }: { home?: boolean }) {
  const { form = '', token = '' } = useParams();
  const { brand } = useShell();
  const routerNavigate = useNavigate();
  const { search } = useLocation();
  const started = useRef(false);

  useEffect(() => {
    const navigate = (path: string, options: { replace: boolean }) =>
      routerNavigate(withQuery(path, linkSearch(search, home)), options);
    // One check per arrival, even when React runs effects twice in development.
    if (started.current || !isFormCode(form)) return;
    started.current = true;
    for (const key of linkResetKeys(form)) sessionStorage.removeItem(key);
    verifyQuoteToken(form, brand, token, home ? 'HOME' : undefined).then(
      async (quote) => {
        const next = routeAfterVerification({
          form,
          quote,
          // The fraud check before a card payment sits behind the server's switch (FRAUD_CHECK).
          fraudCheck: { enabled: quote.fraudCheck === true, brand },
        });
        // A blocked payment, or a check that could not be made, goes to the error screen.
        const uuid = quote.quoteDTO?.uuid ?? '';
        if (next.fraudCheck && !(await fraudCheckLetsThrough(() => fraudCheckBlocks(uuid))))
          return navigate(acceptPath(form, 'error'), { replace: true });
        if (next.fraudCheck) setQuoteFlag(form, 'fraud-check', true);
        for (const [key, value] of Object.entries(verifiedItems(form, quote, next)))
          sessionStorage.setItem(key, value);
        navigate(next.route, { replace: true });
      },
      (error: unknown) =>
        navigate(routeForTokenError(form, isApiFailure(error) ? error.errorCode : ''), { replace: true }),
    );
  }, [form, token, brand, home, search, routerNavigate]);

  if (!isFormCode(form)) return null;
  return <PageLoading />;
}
