import type { LiveChat } from '@portal/domain/chat/agentFrames';
import { useStaff } from '../useStaff.ts';
import { chatName, clockTime, stateWords } from './chatLabels.ts';
import { useAgentChats } from './useAgentChats.ts';
import { useNow } from './useNow.ts';
import styles from './workspace.module.css';

/**
 * The live conversations, oldest first, each a button that opens it: who and what, how long it
 * has waited or been open, its last message, and an unread badge. Snoozed chats are set apart
 * below until their time comes or their customer writes.
 */
export function ConversationList() {
  const chats = useAgentChats();
  const now = useNow();
  const snoozed = (chat: LiveChat) => chat.snoozedUntil !== null && Date.parse(chat.snoozedUntil) > now;
  const active = chats.chats.filter((chat) => !snoozed(chat));
  const asleep = chats.chats.filter(snoozed);
  return (
    <nav aria-labelledby="conversations-heading">
      <h2 id="conversations-heading" className={styles.panelHeading}>
        Conversations
      </h2>
      {active.length === 0 ? <p>No customer is waiting.</p> : <Entries list={active} now={now} />}
      {asleep.length > 0 && (
        <>
          <h3 className={styles.groupHeading}>Snoozed</h3>
          <Entries list={asleep} now={now} />
        </>
      )}
    </nav>
  );
}

function Entries({ list, now }: { list: readonly LiveChat[]; now: number }) {
  const staff = useStaff();
  const chats = useAgentChats();
  return (
    <ul className={styles.list}>
      {list.map((chat) => {
        const unread = chats.unread.has(chat.id);
        return (
          <li key={chat.id}>
            <button
              type="button"
              className={styles.chatButton}
              aria-current={chat.id === chats.current ? 'true' : undefined}
              onClick={() => chats.view(chat.id)}
            >
              <span className={styles.chatName}>{chatName(chat)}</span>
              <span className={styles.chatMeta}>{stateWords(chat, now, chat.ownerId === staff.id)}</span>
              <span className={styles.chatMeta}>Last message: {clockTime(chat.lastMessageAt)}</span>
              {unread && <span className={styles.badge}>(unread)</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
