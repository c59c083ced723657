import { OPS_API_PREFIX, opsPaths } from '@portal/domain/api/opsPaths';
import { type AgentSays, agentHears, type LiveChat } from '@portal/domain/chat/agentFrames';
import type { ChatMessage } from '@portal/domain/chat/chatMessage';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { type ChatSocket, reconnectingSocket } from '../../chat/chatSocket.ts';

const merge = (known: readonly ChatMessage[], fresh: readonly ChatMessage[]) => {
  const ids = new Set(known.map((m) => m.id));
  return [...known, ...fresh.filter((m) => !ids.has(m.id))].sort((a, b) => a.id - b.id);
};

/**
 * The agent's socket, one per console (opened by the layout, so every page hears the queue): the
 * live chats, each chat's messages, who is typing, and which chats have messages the agent has
 * not opened. After a dropped connection it reconnects with backoff and reloads what is open.
 */
export function useAgentSocket(staffId: number) {
  const [chats, setChats] = useState<LiveChat[]>([]);
  const [messages, setMessages] = useState<Record<number, ChatMessage[]>>({});
  const [more, setMore] = useState<Record<number, boolean>>({});
  const [unread, setUnread] = useState<ReadonlySet<number>>(new Set());
  const [typing, setTyping] = useState<Record<number, number>>({});
  const [connected, setConnected] = useState(false);
  const [notice, setNotice] = useState('');
  const viewing = useRef<number | null>(null);
  /** Chats this agent took or answered: becoming their owner is no news to them. */
  const claimed = useRef(new Set<number>());
  const owners = useRef(new Map<number, number | null>());
  const socket = useRef<ChatSocket<AgentSays> | null>(null);

  useEffect(() => {
    const connection = reconnectingSocket<AgentSays, typeof agentHears>(
      `${OPS_API_PREFIX}${opsPaths.chatSocket}`,
      agentHears,
      {
        onOpen: (send) => {
          setConnected(true);
          if (viewing.current !== null) send({ type: 'history', conversationId: viewing.current });
        },
        onDown: () => setConnected(false),
        onData: (frame) => {
          switch (frame.type) {
            case 'conversations':
              // A chat that became this agent's without their asking was transferred to them: say so.
              for (const chat of frame.conversations) {
                const before = owners.current.get(chat.id);
                if (
                  chat.ownerId === staffId &&
                  before !== undefined &&
                  before !== staffId &&
                  !claimed.current.has(chat.id)
                )
                  setNotice(
                    `Chat ${chat.id} with ${chat.customerName || 'a customer'} was transferred to you.`,
                  );
                owners.current.set(chat.id, chat.ownerId);
              }
              setChats(frame.conversations);
              return;
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
              if (id !== viewing.current && message.sender === 'customer')
                setUnread((all) => new Set(all).add(id));
              setTyping((all) => ({ ...all, [id]: 0 }));
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
  return useMemo(
    () => ({
      chats,
      messages,
      more,
      unread,
      typing,
      connected,
      notice,
      waiting: chats.filter((chat) => chat.status === 'waiting').length,
      view(conversationId: number | null) {
        viewing.current = conversationId;
        if (conversationId === null) return;
        setUnread((all) => {
          const next = new Set(all);
          next.delete(conversationId);
          return next;
        });
        send({ type: 'history', conversationId });
      },
      older: (conversationId: number, before: number) => send({ type: 'history', conversationId, before }),
      say(conversationId: number, body: string) {
        claimed.current.add(conversationId);
        // What the agent wrote waits for the socket to open, as the customer's words do.
        send({ type: 'message', conversationId, body }, { whenOpen: true });
      },
      note: (conversationId: number, body: string) =>
        send({ type: 'note', conversationId, body }, { whenOpen: true }),
      /** The agent acted on the chat another way (a payment action): owning it is no transfer. */
      claim: (conversationId: number) => void claimed.current.add(conversationId),
      take(conversationId: number, takeOver: boolean) {
        claimed.current.add(conversationId);
        send({ type: 'take', conversationId, takeOver });
      },
      transfer(conversationId: number, to: number | null) {
        claimed.current.delete(conversationId);
        send({ type: 'transfer', conversationId, to });
      },
      sayTyping: (conversationId: number) => send({ type: 'typing', conversationId }),
      end: (conversationId: number) => send({ type: 'close', conversationId }),
      clearNotice: () => setNotice(''),
    }),
    [chats, messages, more, unread, typing, connected, notice, send],
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
