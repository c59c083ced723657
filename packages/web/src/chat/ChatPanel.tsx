import { CHAT_WAIT_OVERRIDE_KEY, customerWaitMs } from '@portal/domain/chat/chatLifecycle';
import type { PublicChatTopic } from '@portal/domain/chat/chatMessage';
import { expectedWaitText } from '@portal/domain/chat/expectedWait';
import { type FormEvent, useState } from 'react';
import { CallLine, ChatRequestForm, NoAgentYet } from './ChatAlternatives.tsx';
import { ChatLog, MessageForm } from './Conversation.tsx';
import styles from './chat.module.css';
import { openChat } from './chatApi.ts';
import { saveChatToken, useKeptChatToken } from './chatSession.ts';
import { type ChatStatus, useChat } from './useChat.ts';
import { useWaitedTooLong } from './useWaitedTooLong.ts';

const STATUS_TEXT: Record<ChatStatus, string> = {
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting… Your conversation is kept.',
  gone: 'This chat is no longer available. Please start a new chat or call us.',
  waiting: 'Waiting for an agent. Please stay on this page.',
  open: 'You are chatting with an agent.',
  // Paused while the customer was away (PENDING_REASON); seen only for a moment as they come back.
  pending: 'This chat was paused while you were away. It carries on now you are back.',
  resolved: 'The chat has ended.',
};

const queueText = (position: number) =>
  position === 1 ? 'You are next in the queue.' : `You are number ${position} in the queue.`;

/**
 * A live chat with an agent: the customer's name, then the conversation, kept for this tab's
 * session (a reload resumes it). Loaded only when asked for.
 */
export function ChatPanel({
  topic,
  resumed,
  registration,
  onStartAgain,
}: {
  topic: PublicChatTopic;
  resumed: string | null;
  registration?: string;
  /** Where the panel only resumes a chat (the layout's), starting again closes it instead. */
  onStartAgain?: () => void;
}) {
  const [token, setToken] = useState<string | null>(resumed);
  useKeptChatToken(token);
  const [error, setError] = useState('');
  const chat = useChat(token);
  const waitedTooLong = useWaitedTooLong(
    chat.status === 'waiting',
    customerWaitMs(sessionStorage.getItem(CHAT_WAIT_OVERRIDE_KEY)),
  );
  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const opened = await openChat(topic, name, registration);
    if ('token' in opened) {
      saveChatToken(opened.token);
      setToken(opened.token);
    } else setError(opened.error);
  };
  const startAgain = () => {
    saveChatToken(null);
    setToken(null);
    onStartAgain?.();
  };
  if (!token)
    return (
      <form className={styles.panel} onSubmit={start} aria-label="Start a web chat">
        {error && (
          <>
            <p className={styles.error} role="alert">
              {error}
            </p>
            <CallLine />
          </>
        )}
        <label htmlFor="chat-name">Your name</label>
        <input id="chat-name" name="name" autoComplete="name" maxLength={80} />
        <button type="submit" className={styles.button}>
          Start chat
        </button>
      </form>
    );
  const ended = chat.status === 'resolved' || chat.status === 'gone';
  return (
    <section className={styles.panel} aria-label="Web chat">
      <p role="status">
        {STATUS_TEXT[chat.status]}
        {chat.status === 'waiting' && chat.position !== null && ` ${queueText(chat.position)}`}
        {chat.status === 'waiting' && chat.expectedWait !== null && ` ${expectedWaitText(chat.expectedWait)}`}
      </p>
      {chat.more && (
        <button type="button" className={styles.button} onClick={chat.loadOlder}>
          Show earlier messages
        </button>
      )}
      <ChatLog messages={chat.messages} />
      <p aria-live="polite" className={styles.hint}>
        {chat.typing}
      </p>
      {chat.refused && (
        <p className={styles.error} role="alert">
          {chat.refused}
        </p>
      )}
      {!ended && <MessageForm id="chat-message" onSend={chat.send} onTyping={chat.sayTyping} />}
      {waitedTooLong && chat.status === 'waiting' && <NoAgentYet token={token} />}
      {chat.status === 'resolved' && (
        <ChatRequestForm
          token={token}
          path="transcript"
          legend="Email me this chat"
          submitLabel="Email me this chat"
        />
      )}
      {chat.status === 'gone' && <CallLine />}
      {ended && (
        <button type="button" className={styles.button} onClick={startAgain}>
          Start a new chat
        </button>
      )}
    </section>
  );
}
