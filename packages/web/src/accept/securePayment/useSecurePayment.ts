import { acceptPath } from '@portal/domain/accept/acceptRoutes';
import type { FormCode } from '@portal/domain/formCodes';
import {
  paymentPostponable,
  securePaymentWaits,
  speikPollStep,
  WAITS_OVERRIDE_KEY,
} from '@portal/domain/payment/securePayment';
import { useEffect, useRef, useState } from 'react';
import { sendQuoteDecision } from '../../api/calls/quoteDecision.ts';
import { chatAvailable } from '../../chat/chatApi.ts';
import { useNavigateKeepingQuery } from '../../lib/keepQuery.tsx';
import { setQuoteFlag } from '../quoteFlags.ts';
import { secureFormUuid } from './secureFormChannel.ts';
import { openPaymentChat, type PayingQuote, secureFormStatus, secureFormUrl } from './securePaymentApi.ts';

export type SecurePaymentPhase =
  | { kind: 'starting' }
  | { kind: 'form'; url: string }
  | { kind: 'connecting' }
  | { kind: 'chat'; token: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The payment page's path: the secure form in a
 * frame; without a uuid from it within 3 s (or with an empty one) the web-chat path, which opens a
 * payment chat if web chat is available within 15 s and otherwise postpones the payment.
 */
export function useSecurePayment(form: FormCode, quote: PayingQuote) {
  const navigate = useNavigateKeepingQuery();
  const [phase, setPhase] = useState<SecurePaymentPhase>({ kind: 'starting' });
  const frame = useRef<HTMLIFrameElement>(null);
  const { token, uuid } = quote;

  useEffect(() => {
    const quote = { token, uuid };
    const waits = securePaymentWaits(sessionStorage.getItem(WAITS_OVERRIDE_KEY));
    let over = false;
    const finish = (path: string) => {
      over = true;
      navigate(path, { replace: true });
    };
    const fail = () => finish(acceptPath(form, 'error'));

    async function webChatPath() {
      setPhase({ kind: 'connecting' });
      const deadline = Date.now() + waits.webChatMs;
      while (!over && Date.now() < deadline) {
        if (await chatAvailable()) {
          const opened = await openPaymentChat(quote).catch(() => null);
          if (opened) return setPhase({ kind: 'chat', token: opened.token });
          break;
        }
        await sleep(waits.webChatDisplayDelayMs);
      }
      if (over) return;
      if (paymentPostponable(form)) {
        const postponed = await sendQuoteDecision('postpone', quote).catch(() => null);
        if (!postponed) return fail();
      }
      finish(acceptPath(form, 'payment-unavailable'));
    }

    async function pollStatus() {
      const began = Date.now();
      for (let poll = 1; !over; poll += 1) {
        const answer = await secureFormStatus(quote).catch(() => '');
        const step = speikPollStep(poll, answer, Date.now() - began);
        if (step === 'error') return fail();
        if (step === 'paid') {
          setQuoteFlag(form, 'success', true);
          return finish(acceptPath(form, 'payment-success'));
        }
        await sleep(waits.statusPollMs);
      }
    }

    let heard = false;
    const onMessage = (event: MessageEvent) => {
      const uuid = secureFormUuid(event, {
        origin: window.location.origin,
        frame: frame.current?.contentWindow,
      });
      if (uuid === undefined || heard) return;
      heard = true;
      if (uuid) void pollStatus();
      else void webChatPath();
    };
    window.addEventListener('message', onMessage);
    secureFormUrl(quote).then((url) => {
      if (over) return;
      if (!url) {
        heard = true;
        return void webChatPath();
      }
      setPhase({ kind: 'form', url });
      setTimeout(() => {
        if (heard || over) return;
        heard = true;
        void webChatPath();
      }, waits.secureFormMessageMs);
    }, fail);
    // Leaving the page (or React re-running the effect) stops every wait and poll.
    return () => {
      over = true;
      window.removeEventListener('message', onMessage);
    };
  }, [form, token, uuid, navigate]);

  return { phase, frame };
}
