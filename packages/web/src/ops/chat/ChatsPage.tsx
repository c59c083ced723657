import { CHAT_MESSAGE_LIMIT } from '@portal/domain/chat/chatMessage';
import { type FormEvent, useState } from 'react';
import styles from '../ops.module.css';
import { usePageTitle } from '../usePageTitle.ts';
import { PaymentChatPanel } from './PaymentChatPanel.tsx';
import { useAgentChats } from './useAgentChats.ts';

/** Live web chats: the waiting and open ones, and the conversation the agent has opened. */
export function ChatsPage() {
  const heading = usePageTitle('Web chats');
  const { chats, messages, connected, loadHistory, say, end } = useAgentChats();
  const [current, setCurrent] = useState<number | null>(null);
  const chat = chats.find((entry) => entry.id === current);
  const open = (id: number) => {
    setCurrent(id);
    loadHistory(id);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get('reply') ?? '').trim();
    if (!body || current === null) return;
    say(current, body);
    form.reset();
  };
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Web chats
      </h1>
      <p role="status">
        {connected ? `${chats.length} live chat${chats.length === 1 ? '' : 's'}` : 'Connecting to web chat…'}
      </p>
      <div className={styles.columns}>
        <section aria-labelledby="live-heading">
          <h2 id="live-heading">Waiting and open</h2>
          {chats.length === 0 ? (
            <p>No customer is waiting.</p>
          ) : (
            <ul>
              {chats.map((entry) => (
                <li key={entry.id}>
                  <button type="button" className={styles.linkButton} onClick={() => open(entry.id)}>
                    Chat {entry.id}: {entry.customerName || 'Customer'} ({entry.brand}, {entry.topic})
                  </button>{' '}
                  – {entry.status === 'waiting' ? 'waiting' : 'open'}
                </li>
              ))}
            </ul>
          )}
        </section>
        {current !== null && (
          <section aria-labelledby="conversation-heading">
            <h2 id="conversation-heading">
              Chat {current}
              {chat ? ` with ${chat.customerName || 'a customer'}` : ' (ended)'}
            </h2>
            <ol className={styles.chatLog} aria-live="polite" aria-label="Messages">
              {(messages[current] ?? []).map((message) => (
                <li key={message.id}>
                  <strong>{message.senderName}:</strong> {message.body}
                </li>
              ))}
            </ol>
            {chat?.topic === 'payment' && (
              <PaymentChatPanel conversationId={current} heard={(messages[current] ?? []).length} />
            )}
            {chat && (
              <>
                <form className={styles.form} onSubmit={submit}>
                  <div className={styles.field}>
                    <label htmlFor="chat-reply">Your reply</label>
                    <textarea id="chat-reply" name="reply" rows={2} maxLength={CHAT_MESSAGE_LIMIT} />
                  </div>
                  <div>
                    <button type="submit" className={styles.button}>
                      Send reply
                    </button>
                  </div>
                </form>
                <p>
                  <button type="button" className={styles.secondary} onClick={() => end(current)}>
                    End chat
                  </button>
                </p>
              </>
            )}
          </section>
        )}
      </div>
    </>
  );
}
