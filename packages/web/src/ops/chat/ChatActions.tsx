import type { LiveChat } from '@portal/domain/chat/agentFrames';
import { useStaff } from '../useStaff.ts';
import { SnoozeControl } from './SnoozeControl.tsx';
import { TransferControl } from './TransferControl.tsx';
import styles from './workspace.module.css';

/** Beside the conversation, what its owner (or anyone, while nobody owns it) can do with it: snooze or transfer. */
export function ChatActions({ chat }: { chat: LiveChat }) {
  const staff = useStaff();
  if (chat.ownerId != null && chat.ownerId !== staff.id) return null;
  return (
    <section className={styles.actions} aria-labelledby="chat-actions-heading">
      <h2 id="chat-actions-heading" className={styles.panelHeading}>
        Conversation actions
      </h2>
      <SnoozeControl conversationId={chat.id} snoozedUntil={chat.snoozedUntil} />
      <TransferControl conversationId={chat.id} />
    </section>
  );
}
