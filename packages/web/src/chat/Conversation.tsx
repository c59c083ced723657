import { CHAT_MESSAGE_LIMIT, type ChatMessage } from '@portal/domain/chat/chatMessage';
import type { FormEvent } from 'react';
import styles from './chat.module.css';

/** The messages so far; always in the page, so screen readers hear the first message too. */
export function ChatLog({ messages }: { messages: readonly ChatMessage[] }) {
  return (
    <ol className={styles.log} aria-live="polite" aria-label="Chat messages">
      {messages.map((message) => (
        <li key={message.id}>
          <strong>{message.sender === 'customer' ? 'You' : message.senderName}:</strong> {message.body}
        </li>
      ))}
    </ol>
  );
}

/** The customer's message box: sends what was typed (trimmed, never empty) and clears the box. */
export function MessageForm({ id, onSend }: { id: string; onSend: (body: string) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get('message') ?? '').trim();
    if (body) onSend(body);
    form.reset();
  };
  return (
    <form onSubmit={submit}>
      <label htmlFor={id}>Your message</label>
      <textarea id={id} name="message" rows={2} maxLength={CHAT_MESSAGE_LIMIT} />
      <button type="submit" className={styles.button}>
        Send
      </button>
    </form>
  );
}
