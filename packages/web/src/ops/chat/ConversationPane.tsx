import type { ChatMessage } from '@portal/domain/chat/chatMessage';
import { useEffect, useRef, useState } from 'react';
import opsStyles from '../ops.module.css';
import { useStaff } from '../useStaff.ts';
import { Composer } from './Composer.tsx';
import { clockTime } from './chatLabels.ts';
import { PaymentChatPanel } from './PaymentChatPanel.tsx';
import { useAgentChats } from './useAgentChats.ts';
import styles from './workspace.module.css';

const TYPING_SHOWN_MS = 4000;

const BUBBLE: Record<ChatMessage['sender'], string | undefined> = {
  customer: styles.customer,
  agent: styles.agent,
  note: styles.note,
  system: styles.system,
};

/**
 * One conversation as an agent works it: ending it (or taking it over) along the top, the messages with the newest at the bottom and notes inline in their own colour, who is
 * typing, a payment chat's payment, and the composer fixed beneath.
 */
export function ConversationPane({ conversationId }: { conversationId: number }) {
  const staff = useStaff();
  const chats = useAgentChats();
  const chat = chats.chats.find((entry) => entry.id === conversationId);
  // A payment chat leaves the live list as it ends (the gateway took the money, say): its payment
  // stays on screen, so the agent reads what happened and why nothing is left to do.
  const [paymentChatId, setPaymentChatId] = useState<number | null>(null);
  if (chat?.topic === 'payment' && paymentChatId !== conversationId) setPaymentChatId(conversationId);
  const messages = chats.messages[conversationId] ?? [];
  const log = useRef<HTMLOListElement>(null);
  const lastTyping = useRef(0);
  const newest = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `newest` is the scroll signal.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newest]);

  const ownedByOther = chat?.ownerId != null && chat.ownerId !== staff.id;
  const customerTyping = Date.now() - (chats.typing[conversationId] ?? 0) < TYPING_SHOWN_MS;
  const typed = () => {
    if (Date.now() - lastTyping.current < 3000) return;
    lastTyping.current = Date.now();
    chats.sayTyping(conversationId);
  };
  const reply = (body: string) => {
    // The message ends the typing; the next keystroke says "typing" again at once.
    lastTyping.current = 0;
    chats.say(conversationId, body);
  };

  return (
    <section className={styles.conversation} aria-labelledby="conversation-heading">
      <h2 id="conversation-heading" className={styles.conversationHeading}>
        Chat {conversationId}
        {chat ? ` with ${chat.customerName || 'a customer'}` : ' (ended)'}
      </h2>
      {chat && (
        <div className={styles.toolbar}>
          {ownedByOther ? (
            <p>
              {chat.ownerName} owns this chat.{' '}
              <button
                type="button"
                className={opsStyles.secondary}
                onClick={() => chats.take(conversationId, true)}
              >
                Take over this chat
              </button>
            </p>
          ) : (
            <button type="button" className={opsStyles.secondary} onClick={() => chats.end(conversationId)}>
              End chat
            </button>
          )}
        </div>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so a keyboard must be able to reach it and scroll it. */}
      <ol ref={log} className={styles.log} aria-live="polite" aria-label="Messages" tabIndex={0}>
        {chats.more[conversationId] && newest !== undefined && (
          <li className={styles.system}>
            <button
              type="button"
              className={opsStyles.linkButton}
              onClick={() => chats.older(conversationId, messages[0]!.id)}
            >
              Show earlier messages
            </button>
          </li>
        )}
        {messages.map((message) => (
          <li key={message.id} className={BUBBLE[message.sender]}>
            <span className={styles.sender}>
              {message.sender === 'note' ? `Note from ${message.senderName}` : message.senderName}
              {message.sender !== 'system' && ` at ${clockTime(message.at)}`}:
            </span>{' '}
            {message.body}
          </li>
        ))}
      </ol>
      <p aria-live="polite" className={styles.hint}>
        {customerTyping ? `${chat?.customerName || 'The customer'} is typing…` : ''}
      </p>
      {paymentChatId === conversationId && (
        <PaymentChatPanel
          conversationId={conversationId}
          heard={messages.length}
          ownedByOther={ownedByOther}
        />
      )}
      {chat && (
        <Composer
          canReply={!ownedByOther}
          onReply={reply}
          onNote={(body) => chats.note(conversationId, body)}
          onTyping={typed}
        />
      )}
    </section>
  );
}
