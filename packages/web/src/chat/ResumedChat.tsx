import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import styles from './chat.module.css';
import { savedChatToken, useChatOffered } from './chatSession.ts';

const ChatPanel = lazy(() => import('./ChatPanel.tsx').then((module) => ({ default: module.ChatPanel })));

/**
 * The customer's chat under way in this tab, on any page with no chat offer of its own: a reload
 * of triage (which forgot the registration typed) or a visit elsewhere keeps the conversation on
 * screen, nothing typed again. Read after hydration: the server draws no chat.
 */
export function ResumedChat() {
  const offered = useChatOffered();
  const { pathname } = useLocation();
  const [token, setToken] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page may have cleared or kept the token.
  useEffect(() => {
    setToken(offered ? null : savedChatToken());
  }, [offered, pathname]);
  if (!token) return null;
  return (
    <section className={styles.resumed} aria-labelledby="resumed-chat-heading">
      <h2 id="resumed-chat-heading">Your chat with us</h2>
      <Suspense fallback={<p>Loading the chat…</p>}>
        <ChatPanel topic="triage" resumed={token} onStartAgain={() => setToken(null)} />
      </Suspense>
    </section>
  );
}
