import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../usePageTitle.ts';
import { ChatActions } from './ChatActions.tsx';
import { ChatContextPanel } from './ChatContextPanel.tsx';
import { ConversationList } from './ConversationList.tsx';
import { ConversationPane } from './ConversationPane.tsx';
import { ResolvedChats } from './ResolvedChats.tsx';
import { useAgentChats } from './useAgentChats.ts';
import workspace from './workspace.module.css';

/**
 * The agent's chat workspace: conversations on the left, the open one in the middle, what can be
 * done with it and the customer's context on the right; ended chats and their transcripts below. The open chat is the
 * console's, so it is still open when the agent comes back from another page.
 */
export function ChatsPage() {
  const heading = usePageTitle('Web chats');
  const chats = useAgentChats();
  const { onPage, view } = chats;
  useEffect(() => {
    onPage(true);
    return () => onPage(false);
  }, [onPage]);
  // A link from elsewhere in the console (a request's chats) opens its chat here.
  const linked = Number(useSearchParams()[0].get('chat'));
  useEffect(() => {
    if (Number.isInteger(linked) && linked > 0) view(linked);
  }, [linked, view]);
  const current = chats.current;
  const chat = chats.chats.find((entry) => entry.id === current);
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
      <div className={workspace.workspace}>
        <ConversationList />
        {current === null ? (
          <p className={workspace.empty}>Choose a conversation to open it here.</p>
        ) : (
          <ConversationPane conversationId={current} />
        )}
        {chat && (
          <div className={workspace.side}>
            <ChatActions chat={chat} />
            <ChatContextPanel chat={chat} />
          </div>
        )}
      </div>
      <p>
        <Link to="/chats/replies">Canned replies</Link>: add and change the replies typed with a /shortcut.
      </p>
      <ResolvedChats />
    </>
  );
}
