import { acceptPath } from '@portal/domain/accept/acceptRoutes';
import type { FormCode } from '@portal/domain/formCodes';
import { pageAfterProceed, paymentJourney } from '@portal/domain/quotes/paymentJourney';
import type { QuoteDto, QuoteRecord } from '@portal/domain/quotes/quoteDto';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { saveAutoRenewal } from '../../api/calls/autoRenewal.ts';
import { type QuoteDecision, useQuoteDecision } from '../../api/calls/quoteDecision.ts';
import { verifyQuoteToken } from '../../api/calls/quoteVerify.ts';
import { isApiFailure } from '../../api/client.ts';
import { useNavigateKeepingQuery } from '../../lib/keepQuery.tsx';
import { useShell } from '../../shell/ShellContext.tsx';
import { readQuoteFlag, setQuoteFlag, storeQuote } from '../quoteFlags.ts';

/** What the quotation page is told when it shows a quote priced again (QUOTE_REPRICED). */
export interface QuotationState {
  repriced?: boolean;
}

/**
 * Accept, pay or decline a quote. One call at a time: a second press
 * while a call runs shows the "Thanks for waiting" message instead of sending again, and any
 * failure goes to the accept error page.
 */
export function useQuoteActions(form: FormCode, quote: QuoteRecord, dto: QuoteDto) {
  const navigate = useNavigateKeepingQuery();
  const { brand } = useShell();
  const { pathname, search } = useLocation();
  const decision = useQuoteDecision();
  const running = useRef(false);
  const [stillWorking, setStillWorking] = useState(false);
  const [pending, setPending] = useState<QuoteDecision | null>(null);
  const body = { token: quote.token, uuid: dto.uuid };

  const run = (kind: QuoteDecision, onSuccess: () => void) => {
    if (running.current) {
      setStillWorking(true);
      return;
    }
    running.current = true;
    setPending(kind);
    decision.mutate(
      { decision: kind, body },
      {
        onSuccess,
        // A quote overtaken by another change says so; one whose start day passed while the page
        // was open is shown again as priced for today; any other failure is the accept error.
        onError: (error) => {
          const code = isApiFailure(error) ? error.errorCode : '';
          if (code === 'QUOTE_REPRICED') return showRepriced();
          navigate(code === 'QUOTE_SUPERSEDED' ? acceptPath(form, 'out-of-date') : `/${form}/accept/error`);
        },
        onSettled: () => {
          running.current = false;
          setPending(null);
        },
      },
    );
  };

  /** Opening the link again starts the change today at today's price; this page then shows it. */
  const showRepriced = () => {
    const home = new URLSearchParams(search).get('product') === 'HOME' ? 'HOME' : undefined;
    verifyQuoteToken(form, brand, quote.token, home).then(
      (fresh) => {
        storeQuote(form, fresh);
        const state: QuotationState = { repriced: true };
        navigate(pathname, { replace: true, state });
      },
      () => navigate(`/${form}/accept/error`),
    );
  };

  const decide = () => {
    if (paymentJourney(dto) === 'online-payment') {
      if (dto.paymentType !== 'LUMP_SUM_CC') return navigate(`/${form}/accept/error`);
      // Fraud-check journeys pay on `payment`: the secure form, or an agent in web chat.
      run('proceed', () => {
        const page = pageAfterProceed(readQuoteFlag(form, 'fraud-check'));
        if (page === 'payment') setQuoteFlag(form, 'secure-payment', true);
        navigate(acceptPath(form, page));
      });
    } else {
      run('accept', () => navigate(`/${form}/accept/quote-accepted`));
    }
  };

  /** Accepts; a form whose quotation asks the auto-renewal choice saves it first. */
  const accept = (autoRenewal?: boolean) => {
    if (running.current) {
      setStillWorking(true);
      return;
    }
    setQuoteFlag(form, 'accepted', true);
    if (autoRenewal === undefined) return decide();
    running.current = true;
    setPending('proceed');
    saveAutoRenewal(form, { token: quote.token, amendUuid: dto.uuid, autoRenewal }).then(
      () => {
        running.current = false;
        decide();
      },
      () => {
        running.current = false;
        setPending(null);
        navigate(`/${form}/accept/error`);
      },
    );
  };

  const decline = () =>
    run('decline', () => {
      setQuoteFlag(form, 'accepted', false);
      navigate(`/${form}/accept/quote-declined`);
    });

  /** coa cannot be declined online: Exit leaves for the exit page, which links back here. */
  const exit = (from: string) => {
    setQuoteFlag(form, 'exit', true);
    navigate(`/${form}/accept/exit/${from}`);
  };

  return { accept, decline, exit, pending, stillWorking };
}
