import { nextLondonTime } from '@portal/domain/dates';
import type { FormEvent } from 'react';
import opsStyles from '../ops.module.css';
import { clockTime } from './chatLabels.ts';
import { useAgentChats } from './useAgentChats.ts';

/**
 * Sets the chat aside until a time of day (UK time: today, or tomorrow once it has passed), or
 * brings a snoozed chat back now. The customer's next message brings it back sooner.
 */
export function SnoozeControl({
  conversationId,
  snoozedUntil,
}: {
  conversationId: number;
  snoozedUntil: string | null;
}) {
  const chats = useAgentChats();
  if (snoozedUntil)
    return (
      <p>
        Snoozed until {clockTime(snoozedUntil)}.{' '}
        <button
          type="button"
          className={opsStyles.secondary}
          onClick={() => chats.snooze(conversationId, null)}
        >
          Wake this chat now
        </button>
      </p>
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const time = String(new FormData(event.currentTarget).get('until') ?? '');
    if (/^\d\d:\d\d$/.test(time))
      chats.snooze(conversationId, nextLondonTime(new Date().toISOString(), time));
  };
  return (
    <form onSubmit={submit} aria-label="Snooze this chat">
      <div className={opsStyles.field}>
        <label htmlFor="snooze-until">Snooze until (UK time)</label>
        <input id="snooze-until" name="until" type="time" required />
      </div>
      <button type="submit" className={opsStyles.secondary}>
        Snooze
      </button>
    </form>
  );
}
