import type { FormCode } from '@portal/domain/formCodes';
import { latestControl, routeForControl } from '@portal/domain/payment/paymentControl';
import { SECURE_FORM_FRAME_HEIGHT } from '@portal/domain/payment/securePayment';
import { useEffect } from 'react';
import { CallLine } from '../../chat/ChatAlternatives.tsx';
import { ChatLog, MessageForm } from '../../chat/Conversation.tsx';
import chatStyles from '../../chat/chat.module.css';
import { useChat } from '../../chat/useChat.ts';
import { useNavigateKeepingQuery } from '../../lib/keepQuery.tsx';
import styles from '../accept.module.css';
import { setQuoteFlag } from '../quoteFlags.ts';

/** The waiting screen's words. */
const WAITING = {
  connecting: { title: 'Almost there', text: 'Connecting you to an agent' },
  connected: { title: 'In progress', text: 'You are connected to an agent' },
} as const;

export const WaitingScreen = ({ connected }: { connected: boolean }) => {
  const copy = WAITING[connected ? 'connected' : 'connecting'];
  return (
    <div role="status" className={styles.notice}>
      <h2>{copy.title}</h2>
      <p>{copy.text}</p>
    </div>
  );
};

/** What the transferred page is given to keep the conversation on screen. */
export interface TransferredState {
  chatToken?: string;
}

/**
 * The payment chat: the customer talks to the agent, types the card into the secure form the
 * agent sends, and the page moves on the agent's outcome message. (hcoa's auto-renewal choice
 * was saved before proceeding, on the quotation page.) Once transferred (`stay`), the page has
 * ended the session and the outcome is given in the chat itself, so it moves no more.
 */
export function PaymentChat({
  form,
  token,
  stay = false,
}: {
  form: FormCode;
  token: string;
  stay?: boolean;
}) {
  const navigate = useNavigateKeepingQuery();
  const { messages, status, send } = useChat(token);
  const control = latestControl(messages);

  useEffect(() => {
    if (stay || !control || control.type === 'secure-form') return;
    if (control.type === 'payment-success') setQuoteFlag(form, 'success', true);
    const state: TransferredState | undefined =
      control.type === 'payment-transferred' ? { chatToken: token } : undefined;
    navigate(routeForControl(form, control), { replace: true, state });
  }, [control, form, navigate, stay, token]);

  const live = status !== 'resolved' && status !== 'gone';
  return (
    <>
      <WaitingScreen connected={status === 'open'} />
      {control?.type === 'secure-form' && (
        <iframe
          src={control.url}
          title="Secure card payment form"
          className={styles.frame}
          height={SECURE_FORM_FRAME_HEIGHT}
        />
      )}
      <section className={chatStyles.panel} aria-label="Web chat">
        {messages.length === 0 && <p>An agent will take your card payment here. Please stay on this page.</p>}
        <ChatLog messages={messages} />
        {live ? (
          <MessageForm id="payment-chat-message" onSend={send} />
        ) : (
          <>
            <p role="alert">The chat has ended. Please call us to pay.</p>
            <CallLine />
          </>
        )}
      </section>
    </>
  );
}
