import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAgentChats } from './useAgentChats.ts';

const TITLE_COUNT = /^\(\d+\) /;

/**
 * The count of waiting chats on every console page: in the header, in the tab's title, and as a
 * browser notification when a customer starts waiting (when the agent has allowed notifications).
 */
export function WebChatsLink() {
  const { waiting, connected } = useAgentChats();
  const { pathname } = useLocation();
  const before = useRef(waiting);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page sets its own title first.
  useEffect(() => {
    const title = document.title.replace(TITLE_COUNT, '');
    document.title = waiting > 0 ? `(${waiting}) ${title}` : title;
  }, [waiting, pathname]);
  useEffect(() => {
    if (
      waiting > before.current &&
      typeof Notification !== 'undefined' &&
      Notification.permission === 'granted'
    )
      new Notification('A customer is waiting for web chat', { body: `${waiting} waiting`, tag: 'web-chat' });
    before.current = waiting;
  }, [waiting]);
  return <Link to="/chats">Web chats ({connected ? `${waiting} waiting` : 'reconnecting…'})</Link>;
}

/** Asks once for the browser's permission to notify; hidden once answered either way. */
export function NotifyWaitingChats({ className }: { className?: string }) {
  const [asked, setAsked] = useState(
    typeof Notification === 'undefined' || Notification.permission !== 'default',
  );
  if (asked) return null;
  const ask = () => {
    void Notification.requestPermission().finally(() => setAsked(true));
  };
  return (
    <button type="button" className={className} onClick={ask}>
      Notify me of waiting chats
    </button>
  );
}
