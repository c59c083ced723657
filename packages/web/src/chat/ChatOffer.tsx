import type { PublicChatTopic } from '@portal/domain/chat/chatMessage';
import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './chat.module.css';
import { savedChatToken, useChatOfferShown } from './chatSession.ts';

// The chat itself is its own chunk: most customers never open it.
const ChatPanel = lazy(() => import('./ChatPanel.tsx').then((module) => ({ default: module.ChatPanel })));

/**
 * "Chat now", offered only while web chat is open and an agent is present (the server judges);
 * pressing it loads the live chat in place. A conversation already under way in this tab's
 * session comes back at once, whatever the hours. What triage was told (`registration`) goes to
 * the agent with the chat.
 */
export function ChatOffer({ topic, registration }: { topic: PublicChatTopic; registration?: string }) {
  useChatOfferShown();
  const [open, setOpen] = useState(false);
  const [resumed, setResumed] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  // Read as the offer first renders: a journey-ending page clears session storage in a layout
  // effect, which runs before this component's effects (a reload of the exclusive-error page lost
  // its chat). Acted on only in the effect, so a hydrated page first matches the server's drawing.
  const [saved] = useState(savedChatToken);
  useEffect(() => {
    if (saved) {
      setResumed(saved);
      return setStarted(true);
    }
    let live = true;
    // The chat calls and their schemas load with this question, not with the page offering chat.
    import('./chatApi.ts')
      .then(({ chatAvailable }) => chatAvailable())
      .then(
        (available) => live && setOpen(available),
        () => {
          // Not loaded (a new release, or offline): no offer; the panel's phone line stays.
        },
      );
    return () => {
      live = false;
    };
  }, [saved]);
  if (started)
    return (
      <Suspense fallback={<p>Loading the chat…</p>}>
        <ChatPanel topic={topic} resumed={resumed} registration={registration} />
      </Suspense>
    );
  if (!open) return null;
  return (
    <button type="button" className={styles.button} onClick={() => setStarted(true)}>
      Chat now
    </button>
  );
}
