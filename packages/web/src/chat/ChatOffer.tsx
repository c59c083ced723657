import type { ChatTopic } from '@portal/domain/chat/chatMessage';
import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './chat.module.css';
import { chatAvailable } from './chatApi.ts';

// The chat itself is its own chunk: most customers never open it.
const ChatPanel = lazy(() => import('./ChatPanel.tsx').then((module) => ({ default: module.ChatPanel })));

/**
 * "Chat now", offered only while the brand's web chat is open (the server judges the hours);
 * pressing it loads the live chat in place.
 */
export function ChatOffer({ topic }: { topic: ChatTopic }) {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let live = true;
    chatAvailable().then((available) => live && setOpen(available));
    return () => {
      live = false;
    };
  }, []);
  if (!open) return null;
  if (started)
    return (
      <Suspense fallback={<p>Loading the chat…</p>}>
        <ChatPanel topic={topic} />
      </Suspense>
    );
  return (
    <button type="button" className={styles.button} onClick={() => setStarted(true)}>
      Chat now
    </button>
  );
}
