import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import styles from '../ops.module.css';
import { notifyWaiting } from './chatNotifications.ts';
import { useAgentChats } from './useAgentChats.ts';

const TITLE_COUNT = /^\(\d+\) /;

/**
 * The count of waiting chats (and of chats with unread messages) on every console page: in the
 * header, in the tab's title, and as a browser notification when a customer starts waiting (when
 * the agent has allowed notifications).
 */
export function WebChatsLink() {
  const { waiting, connected, unread } = useAgentChats();
  const { pathname } = useLocation();
  const before = useRef(waiting);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page sets its own title first.
  useEffect(() => {
    const title = document.title.replace(TITLE_COUNT, '');
    document.title = waiting > 0 ? `(${waiting}) ${title}` : title;
  }, [waiting, pathname]);
  useEffect(() => {
    if (waiting > before.current) notifyWaiting(waiting);
    before.current = waiting;
  }, [waiting]);
  const state = connected
    ? `${waiting} waiting${unread.size > 0 ? `, ${unread.size} unread` : ''}`
    : 'reconnecting…';
  return (
    <Link to="/chats">
      {/* One text node: drawn as "(", the state and ")", the closing bracket moved when the count came (a layout shift). */}
      Web chats <span className={styles.chatsState}>{`(${state})`}</span>
    </Link>
  );
}

/** Asks once for the browser's permission to notify (waiting chats, new messages); hidden once answered. */
export function NotifyWaitingChats({ className }: { className?: string }) {
  // Drawn by the server as for someone not yet asked (it cannot know), and hidden once the browser
  // says they were: appearing later would push the page down as it loads, for the staff it is for.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    setAsked(typeof Notification === 'undefined' || Notification.permission !== 'default');
  }, []);
  if (asked) return null;
  const ask = () => {
    void Notification.requestPermission().finally(() => setAsked(true));
  };
  return (
    <button type="button" className={className} onClick={ask}>
      Notify me of waiting chats and messages
    </button>
  );
}
