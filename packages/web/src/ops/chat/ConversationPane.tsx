import { CANNED_REPLIES } from '@portal/domain/chat/cannedReplies';
import { CHAT_MESSAGE_LIMIT } from '@portal/domain/chat/chatMessage';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { sendOnEnter } from '../../chat/Conversation.tsx';
import styles from '../ops.module.css';
import { useStaff } from '../useStaff.ts';
import { PaymentChatPanel } from './PaymentChatPanel.tsx';
import { TransferControl } from './TransferControl.tsx';
import { useAgentChats } from './useAgentChats.ts';

const TYPING_SHOWN_MS = 4000;

/**
 * One conversation as an agent works it: who owns it (taken over only on purpose), where the
 * customer came from, the messages (notes marked as such), typing, the reply with canned
 * replies, a private note, transfer and end.
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
  const reply = useRef<HTMLTextAreaElement>(null);
  const lastTyping = useRef(0);
  const newest = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `newest` is the scroll signal.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newest]);

  const ownedByOther = chat?.ownerId != null && chat.ownerId !== staff.id;
  const customerTyping = Date.now() - (chats.typing[conversationId] ?? 0) < TYPING_SHOWN_MS;
  const submit =
    (send: (id: number, body: string) => void, field: string) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const body = String(new FormData(form).get(field) ?? '').trim();
      if (body) send(conversationId, body);
      form.reset();
      // The message ends the typing; the next keystroke says "typing" again at once.
      lastTyping.current = 0;
    };
  const typed = () => {
    if (Date.now() - lastTyping.current < 3000) return;
    lastTyping.current = Date.now();
    chats.sayTyping(conversationId);
  };
  const canned = (text: string) => {
    if (!reply.current || !text) return;
    reply.current.value = text;
    reply.current.focus();
  };

  return (
    <section aria-labelledby="conversation-heading">
      <h2 id="conversation-heading">
        Chat {conversationId}
        {chat ? ` with ${chat.customerName || 'a customer'}` : ' (ended)'}
      </h2>
      {chat && (
        <dl className={styles.facts}>
          <dt>Brand</dt>
          <dd>{chat.brand}</dd>
          <dt>About</dt>
          <dd>{chat.topic}</dd>
          <dt>Opened from</dt>
          <dd>{chat.pagePath || 'not known'}</dd>
          <dt>Policy</dt>
          <dd>
            {chat.policyNumber ? (
              <Link to={`/policies/${chat.policyNumber}`}>{chat.policyNumber}</Link>
            ) : (
              'not identified'
            )}
          </dd>
          <dt>Quote for request</dt>
          <dd>
            {chat.requestReference ? (
              <Link to={`/requests/${chat.requestReference}`}>{chat.requestReference}</Link>
            ) : (
              'none'
            )}
          </dd>
          <dt>Owner</dt>
          <dd>{chat.ownerName ? (ownedByOther ? chat.ownerName : 'you') : 'nobody yet'}</dd>
        </dl>
      )}
      {chat && ownedByOther && (
        <p className={styles.notice}>
          {chat.ownerName} owns this chat.{' '}
          <button type="button" className={styles.secondary} onClick={() => chats.take(conversationId, true)}>
            Take over this chat
          </button>
        </p>
      )}
      {chats.more[conversationId] && newest !== undefined && (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => chats.older(conversationId, messages[0]!.id)}
        >
          Show earlier messages
        </button>
      )}
      <ol ref={log} className={styles.chatLog} aria-live="polite" aria-label="Messages">
        {messages.map((message) => (
          <li key={message.id}>
            <strong>
              {message.sender === 'note' ? `Note from ${message.senderName}` : message.senderName}:
            </strong>{' '}
            {message.body}
          </li>
        ))}
      </ol>
      <p aria-live="polite">{customerTyping ? `${chat?.customerName || 'The customer'} is typing…` : ''}</p>
      {paymentChatId === conversationId && (
        <PaymentChatPanel
          conversationId={conversationId}
          heard={messages.length}
          ownedByOther={ownedByOther}
          onAct={() => chats.claim(conversationId)}
        />
      )}
      {chat && !ownedByOther && (
        <form className={styles.form} onSubmit={submit(chats.say, 'reply')}>
          <div className={styles.field}>
            <label htmlFor="canned-reply">Canned reply</label>
            <select id="canned-reply" value="" onChange={(event) => canned(event.currentTarget.value)}>
              <option value="">Choose a reply to edit…</option>
              {CANNED_REPLIES.map((entry) => (
                <option key={entry.label} value={entry.text}>
                  {entry.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="chat-reply">Your reply</label>
            <textarea
              ref={reply}
              id="chat-reply"
              name="reply"
              rows={2}
              maxLength={CHAT_MESSAGE_LIMIT}
              aria-describedby="chat-reply-hint"
              onKeyDown={sendOnEnter}
              onInput={typed}
            />
            <span id="chat-reply-hint">Enter sends; Shift and Enter starts a new line.</span>
          </div>
          <div>
            <button type="submit" className={styles.button}>
              Send reply
            </button>
          </div>
        </form>
      )}
      {chat && (
        <>
          <form className={styles.form} onSubmit={submit(chats.note, 'note')}>
            <div className={styles.field}>
              <label htmlFor="chat-note">Private note to agents (the customer never sees it)</label>
              <textarea id="chat-note" name="note" rows={2} maxLength={CHAT_MESSAGE_LIMIT} />
            </div>
            <div>
              <button type="submit" className={styles.secondary}>
                Add note
              </button>
            </div>
          </form>
          {!ownedByOther && (
            <>
              <TransferControl conversationId={conversationId} />
              <p>
                <button type="button" className={styles.secondary} onClick={() => chats.end(conversationId)}>
                  End chat
                </button>
              </p>
            </>
          )}
        </>
      )}
    </section>
  );
}
