import { type FormEvent, useId, useState } from 'react';
import { QueryScope } from '../lib/queryClient.tsx';
import { OpeningHours } from '../shell/OpeningHours.tsx';
import { useContactLine } from '../shell/useContactLine.ts';
import styles from './chat.module.css';
import { chatRequest } from './chatApi.ts';

/**
 * After a bounded wait with no agent: the number to call with its hours, or a message to leave
 * (an agent answers it by email). The chat stays open meanwhile, so an agent may still come.
 */
export function NoAgentYet({ token }: { token: string }) {
  const line = useContactLine();
  return (
    <section aria-labelledby="no-agent-heading" className={styles.panel}>
      <h2 id="no-agent-heading">No agent is free yet</h2>
      <p>You can keep waiting, call us, or leave a message and we will reply by email.</p>
      <QueryScope>
        <OpeningHours line={line} />
      </QueryScope>
      <ChatRequestForm
        token={token}
        path="leave-message"
        legend="Leave a message"
        submitLabel="Leave a message"
        withMessage
      />
    </section>
  );
}

/** The line to call and its hours, where a chat can no longer help ("call us" never stands alone). */
export function CallLine() {
  const line = useContactLine();
  return (
    <QueryScope>
      <OpeningHours line={line} />
    </QueryScope>
  );
}

/** An email address (and a message, when leaving one) sent about this conversation. */
export function ChatRequestForm(props: {
  token: string;
  path: 'transcript' | 'leave-message';
  legend: string;
  submitLabel: string;
  withMessage?: boolean;
}) {
  const id = useId();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setAnswer(
      await chatRequest(props.path, {
        token: props.token,
        email: String(data.get('email') ?? '').trim(),
        ...(props.withMessage ? { body: String(data.get('body') ?? '') } : {}),
      }),
    );
  };
  if (answer?.ok) return <p role="status">{answer.message}</p>;
  return (
    <form onSubmit={submit} className={styles.panel}>
      <fieldset>
        <legend>{props.legend}</legend>
        {answer && (
          <p className={styles.error} role="alert">
            {answer.message}
          </p>
        )}
        <label htmlFor={`${id}-email`}>Your email address</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        {props.withMessage && (
          <>
            <label htmlFor={`${id}-body`}>Your message</label>
            <textarea id={`${id}-body`} name="body" rows={3} maxLength={1000} required />
          </>
        )}
        <button type="submit" className={styles.button}>
          {props.submitLabel}
        </button>
      </fieldset>
    </form>
  );
}
