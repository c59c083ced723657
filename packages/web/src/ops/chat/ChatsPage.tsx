import type { LiveChat } from '@portal/domain/chat/agentFrames';
import { useState } from 'react';
import styles from '../ops.module.css';
import { usePageTitle } from '../usePageTitle.ts';
import { useStaff } from '../useStaff.ts';
import { ConversationPane } from './ConversationPane.tsx';
import { ResolvedChats } from './ResolvedChats.tsx';
import { useAgentChats } from './useAgentChats.ts';

const time = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleTimeString('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/London',
      })
    : '–';

const STATUS_WORD: Record<LiveChat['status'], string> = {
  waiting: 'waiting',
  open: 'open',
  pending: 'pending',
};

/** Live web chats, oldest first, with their owner, and the conversation the agent has opened. */
export function ChatsPage() {
  const heading = usePageTitle('Web chats');
  const staff = useStaff();
  const chats = useAgentChats();
  const [current, setCurrent] = useState<number | null>(null);
  const open = (id: number) => {
    setCurrent(id);
    chats.view(id);
  };
  const mine = (chat: LiveChat) => chat.ownerId === staff.id;
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Web chats
      </h1>
      <p role="status">
        {chats.connected
          ? `${chats.chats.length} live chat${chats.chats.length === 1 ? '' : 's'}, ${chats.waiting} waiting`
          : 'Connecting to web chat…'}
      </p>
      <div className={styles.columns}>
        <section aria-labelledby="live-heading">
          <h2 id="live-heading">Waiting, open and pending</h2>
          {chats.chats.length === 0 ? (
            <p>No customer is waiting.</p>
          ) : (
            <table className={styles.table}>
              <caption className={styles.visuallyHidden}>Live chats, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">Chat</th>
                  <th scope="col">State</th>
                  <th scope="col">Owner</th>
                  <th scope="col">Since</th>
                  <th scope="col">Last message</th>
                </tr>
              </thead>
              <tbody>
                {chats.chats.map((entry) => (
                  <tr key={entry.id} aria-current={entry.id === current ? 'true' : undefined}>
                    <td>
                      <button type="button" className={styles.linkButton} onClick={() => open(entry.id)}>
                        Chat {entry.id}: {entry.customerName || 'Customer'} ({entry.brand}, {entry.topic})
                      </button>
                      {chats.unread.has(entry.id) && <strong> (unread)</strong>}
                    </td>
                    <td>
                      {STATUS_WORD[entry.status]}
                      {entry.statusReason && <span>: {entry.statusReason}</span>}
                    </td>
                    <td>{entry.ownerName ? (mine(entry) ? 'you' : entry.ownerName) : 'nobody'}</td>
                    <td>{time(entry.waitingSince)}</td>
                    <td>{time(entry.lastMessageAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        {current !== null && <ConversationPane conversationId={current} />}
      </div>
      <ResolvedChats />
    </>
  );
}
