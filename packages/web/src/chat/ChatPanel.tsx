import type { ChatTopic } from '@portal/domain/chat/chatMessage';
import { type FormEvent, useState } from 'react';
import { ChatLog, MessageForm } from './Conversation.tsx';
import styles from './chat.module.css';
import { openChat } from './chatApi.ts';
import { useChat } from './useChat.ts';

const STATUS_TEXT = {
  connecting: 'Connecting…',
  waiting: 'Waiting for an agent. Please stay on this page.',
  open: 'You are chatting with an agent.',
  closed: 'The chat has ended.',
  lost: 'The chat connection was lost. Please call us.',
} as const;

/** A live chat with an agent: the customer's name, then the conversation. Loaded only when asked for. */
export function ChatPanel({ topic }: { topic: ChatTopic }) {
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState('');
  const { messages, status, send } = useChat(token);
  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const opened = await openChat(topic, name);
    if ('token' in opened) setToken(opened.token);
    else setError(opened.error);
  };
  if (!token)
    return (
      <form className={styles.panel} onSubmit={start} aria-label="Start a web chat">
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <label htmlFor="chat-name">Your name</label>
        <input id="chat-name" name="name" autoComplete="name" maxLength={80} />
        <button type="submit" className={styles.button}>
          Start chat
        </button>
      </form>
    );
  return (
    <section className={styles.panel} aria-label="Web chat">
      <p role="status">{STATUS_TEXT[status]}</p>
      <ChatLog messages={messages} />
      {status !== 'closed' && status !== 'lost' && <MessageForm id="chat-message" onSend={send} />}
    </section>
  );
}
