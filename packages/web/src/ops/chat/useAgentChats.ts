import type { ChatMessage } from '@portal/domain/chat/chatMessage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseSocketData, socketUrl } from '../../chat/chatSocket.ts';

export interface LiveChat {
  id: number;
  brand: string;
  topic: string;
  customerName: string;
  status: 'waiting' | 'open';
  taken: boolean;
}

/**
 * The agent's socket: the live chats (pushed whenever one starts, is taken or ends) and the
 * messages of every chat, kept per conversation. The session cookie signs the socket in.
 */
export function useAgentChats() {
  const [chats, setChats] = useState<LiveChat[]>([]);
  const [messages, setMessages] = useState<Record<number, ChatMessage[]>>({});
  const [connected, setConnected] = useState(false);
  const socket = useRef<WebSocket | null>(null);
  useEffect(() => {
    const ws = new WebSocket(socketUrl('/ops-api/chat/ws'));
    socket.current = ws;
    ws.onopen = () => setConnected(true);
    ws.onclose = () => setConnected(false);
    ws.onmessage = (event) => {
      const data = parseSocketData(event.data);
      if (data?.type === 'conversations') setChats(data.conversations as LiveChat[]);
      else if (data?.type === 'history')
        setMessages((all) => ({ ...all, [data.conversationId as number]: data.messages as ChatMessage[] }));
      else if (data?.type === 'message') {
        const message = data.message as ChatMessage;
        setMessages((all) => {
          const list = all[message.conversationId] ?? [];
          return list.some((m) => m.id === message.id)
            ? all
            : { ...all, [message.conversationId]: [...list, message] };
        });
      }
    };
    return () => ws.close();
  }, []);
  const sendJson = useCallback((data: unknown) => socket.current?.send(JSON.stringify(data)), []);
  return {
    chats,
    messages,
    connected,
    loadHistory: (conversationId: number) => sendJson({ type: 'history', conversationId }),
    say: (conversationId: number, body: string) => sendJson({ type: 'message', conversationId, body }),
    end: (conversationId: number) => sendJson({ type: 'close', conversationId }),
  };
}
