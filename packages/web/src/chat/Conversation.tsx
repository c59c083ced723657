import { CHAT_MESSAGE_LIMIT, type ChatMessage, chatMessageProblem } from '@portal/domain/chat/chatMessage';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import styles from './chat.module.css';

/**
 * The messages so far, scrolled to the newest; always in the page, so screen readers hear the
 * first message too.
 */
export function ChatLog({ messages }: { messages: readonly ChatMessage[] }) {
  const log = useRef<HTMLOListElement>(null);
  const last = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `last` is the scroll signal.
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [last]);
  return (
    <ol ref={log} className={styles.log} aria-live="polite" aria-label="Chat messages">
      {messages.map((message) => (
        <li key={message.id}>
          <strong>{message.sender === 'customer' ? 'You' : message.senderName}:</strong> {message.body}
        </li>
      ))}
    </ol>
  );
}

/** Enter sends, Shift+Enter starts a new line (as every chat does). */
export function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/** The customer's message box: sends what was typed (trimmed, never empty) and clears the box. */
export function MessageForm({
  id,
  onSend,
  onTyping,
}: {
  id: string;
  onSend: (body: string) => void;
  onTyping?: () => void;
}) {
  const lastTyping = useRef(0);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get('message') ?? '').trim();
    // Too long, or holding characters no chat can show: said, and kept in the box to put right.
    const refusal = chatMessageProblem(body);
    setProblem(refusal);
    if (refusal) {
      form.querySelector('textarea')?.focus();
      return;
    }
    if (body) onSend(body);
    form.reset();
    // The message ends the typing; the next keystroke says "typing" again at once.
    lastTyping.current = 0;
  };
  // "Typing" is said at most every three seconds.
  const typed = () => {
    if (!onTyping || Date.now() - lastTyping.current < 3000) return;
    lastTyping.current = Date.now();
    onTyping();
  };
  return (
    <form onSubmit={submit}>
      <label htmlFor={id}>Your message</label>
      <p id={`${id}-hint`} className={styles.hint}>
        Press Enter to send, Shift and Enter for a new line. Up to{' '}
        {CHAT_MESSAGE_LIMIT.toLocaleString('en-GB')} characters.
      </p>
      {problem ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      {/* No maxLength: a pasted message cut short without a word would be sent as something else. */}
      <textarea
        id={id}
        name="message"
        rows={2}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
        onKeyDown={sendOnEnter}
        onInput={typed}
      />
      <button type="submit" className={styles.button}>
        Send
      </button>
    </form>
  );
}
