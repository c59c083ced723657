import { OPS_API_PREFIX, opsPaths } from '@portal/domain/api/opsPaths';
import type { AgentSays, agentHears, LiveChat } from '@portal/domain/chat/agentFrames';
import type { ChatMessage } from '@portal/domain/chat/chatMessage';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { type ChatSocket, reconnectingSocket } from '../../chat/chatSocket.ts';
import { notifyNewMessage } from './chatNotifications.ts';

const merge = (known: readonly ChatMessage[], fresh: readonly ChatMessage[]) => {
  const ids = new Set(known.map((m) => m.id));
  return [...known, ...fresh.filter((m) => !ids.has(m.id))].sort((a, b) => a.id - b.id);
};

/** The live list as it stands after a message: a chat's last message is now (a note is no message). */
const touched = (chats: LiveChat[], message: ChatMessage): LiveChat[] =>
  message.sender === 'note'
    ? chats
    : chats.map((chat) =>
        chat.id === message.conversationId ? { ...chat, lastMessageAt: message.at } : chat,
      );

/**
 * The agent's socket, one per console (opened by the layout, so every page hears the queue): the
 * live chats, each chat's messages, who is typing, which chats have messages the agent has not
 * read, and the conversation the agent has open — kept while they visit other console pages, so
 * it is still open on return. After a dropped connection it reconnects and reloads what is open.
 */
export function useAgentSocket(staffId: number) {
  const [chats, setChats] = useState<LiveChat[]>([]);
  const [messages, setMessages] = useState<Record<number, ChatMessage[]>>({});
  const [more, setMore] = useState<Record<number, boolean>>({});
  const [unread, setUnread] = useState<ReadonlySet<number>>(new Set());
  const [typing, setTyping] = useState<Record<number, number>>({});
  const [connected, setConnected] = useState(false);
  const [notice, setNotice] = useState('');
  const [current, setCurrent] = useState<number | null>(null);
  const viewing = useRef<number | null>(null);
  /** Whether the chats page is on screen: a message in the open chat is read only there. */
  const onChatsPage = useRef(false);
  const chatsNow = useRef<LiveChat[]>([]);
  const socket = useRef<ChatSocket<AgentSays> | null>(null);

  useEffect(() => {
    const connection = reconnectingSocket<AgentSays, typeof agentHears>(
      `${OPS_API_PREFIX}${opsPaths.chatSocket}`,
      // Loaded as the socket opens, not with the console's first screen (ops/opsApi.ts, opsAnswer).
      () => import('@portal/domain/chat/agentFrames').then((frames) => frames.agentHears),
      {
        onOpen: (send) => {
          setConnected(true);
          if (viewing.current !== null) send({ type: 'history', conversationId: viewing.current });
        },
        onDown: () => setConnected(false),
        onData: (frame) => {
          switch (frame.type) {
            case 'conversations':
              chatsNow.current = frame.conversations;
              setChats(frame.conversations);
              return;
            case 'transferred': {
              // The server tells only the agent a colleague handed the chat to.
              const chat = chatsNow.current.find((entry) => entry.id === frame.conversationId);
              setNotice(
                `Chat ${frame.conversationId} with ${chat?.customerName || 'a customer'} was transferred to you by ${frame.from}.`,
              );
              return;
            }
            case 'history': {
              const id = frame.conversationId;
              setMessages((all) => ({ ...all, [id]: merge(all[id] ?? [], frame.messages) }));
              if (!frame.older || !frame.more) setMore((all) => ({ ...all, [id]: frame.more }));
              return;
            }
            case 'message': {
              const { message } = frame;
              const id = message.conversationId;
              setMessages((all) => ({ ...all, [id]: merge(all[id] ?? [], [message]) }));
              chatsNow.current = touched(chatsNow.current, message);
              setChats(chatsNow.current);
              setTyping((all) => ({ ...all, [id]: 0 }));
              if (message.sender !== 'customer') return;
              const read =
                id === viewing.current && onChatsPage.current && document.visibilityState === 'visible';
              if (read) return;
              setUnread((all) => new Set(all).add(id));
              const chat = chatsNow.current.find((entry) => entry.id === id);
              // The agent's own chats (and the one they have open) are news wherever they are.
              if (chat?.ownerId === staffId || id === viewing.current) {
                notifyNewMessage(message);
                if (!onChatsPage.current)
                  setNotice(`New message from ${message.senderName} in chat ${id}: “${message.body}”`);
              }
              return;
            }
            case 'typing':
              setTyping((all) => ({ ...all, [frame.conversationId]: Date.now() }));
              return;
            case 'refused':
            case 'error':
              setNotice(frame.message);
          }
        },
      },
    );
    socket.current = connection;
    return () => connection.stop();
  }, [staffId]);

  const send = useCallback(
    (data: AgentSays, options?: { whenOpen: boolean }) => socket.current?.send(data, options),
    [],
  );
  const markRead = useCallback((conversationId: number) => {
    setUnread((all) => {
      if (!all.has(conversationId)) return all;
      const next = new Set(all);
      next.delete(conversationId);
      return next;
    });
  }, []);
  /** Opens a conversation: its newest page is asked for, and its messages count as read. */
  const view = useCallback(
    (conversationId: number | null) => {
      viewing.current = conversationId;
      setCurrent(conversationId);
      if (conversationId === null) return;
      markRead(conversationId);
      send({ type: 'history', conversationId });
    },
    [send, markRead],
  );
  /**
   * The chats page says when it is on screen: only there is the open chat being read. Coming back
   * leaves what arrived meanwhile marked unread until the agent acts on that chat.
   */
  const onPage = useCallback((shown: boolean) => {
    onChatsPage.current = shown;
  }, []);
  return useMemo(
    () => ({
      chats,
      messages,
      more,
      unread,
      typing,
      connected,
      notice,
      current,
      waiting: chats.filter((chat) => chat.status === 'waiting').length,
      onPage,
      view,
      older: (conversationId: number, before: number) => send({ type: 'history', conversationId, before }),
      say(conversationId: number, body: string) {
        markRead(conversationId);
        // What the agent wrote waits for the socket to open, as the customer's words do.
        send({ type: 'message', conversationId, body }, { whenOpen: true });
      },
      note(conversationId: number, body: string) {
        markRead(conversationId);
        send({ type: 'note', conversationId, body }, { whenOpen: true });
      },
      take: (conversationId: number, takeOver: boolean) => send({ type: 'take', conversationId, takeOver }),
      transfer: (conversationId: number, to: number | null) => send({ type: 'transfer', conversationId, to }),
      snooze: (conversationId: number, until: string | null) =>
        send({ type: 'snooze', conversationId, until }),
      sayTyping: (conversationId: number) => send({ type: 'typing', conversationId }),
      end: (conversationId: number) => send({ type: 'close', conversationId }),
      clearNotice: () => setNotice(''),
    }),
    [chats, messages, more, unread, typing, connected, notice, current, send, view, onPage, markRead],
  );
}
export type AgentChats = ReturnType<typeof useAgentSocket>;

export const AgentChatsContext = createContext<AgentChats | null>(null);

/** The console's chat socket, as the layout holds it. */
export function useAgentChats(): AgentChats {
  const chats = useContext(AgentChatsContext);
  if (!chats) throw new Error('useAgentChats outside the console layout');
  return chats;
}
