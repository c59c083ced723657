import type { ChatMessage } from '@portal/domain/chat/chatMessage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseSocketData, socketUrl } from './chatSocket.ts';

export type ChatStatus = 'connecting' | 'waiting' | 'open' | 'closed' | 'lost';

/**
 * The customer's live conversation: says hello with the token over the socket (never in the URL),
 * then keeps the messages and the status the server sends.
 */
export function useChat(token: string | null) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const socket = useRef<WebSocket | null>(null);
  useEffect(() => {
    if (!token) return;
    const ws = new WebSocket(socketUrl('/chat-api/ws'));
    socket.current = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', token }));
    ws.onmessage = (event) => {
      const data = parseSocketData(event.data);
      if (data?.type === 'history') {
        setMessages(data.messages as ChatMessage[]);
        setStatus(data.status as ChatStatus);
      } else if (data?.type === 'message') {
        const message = data.message as ChatMessage;
        setMessages((previous) =>
          previous.some((m) => m.id === message.id) ? previous : [...previous, message],
        );
      } else if (data?.type === 'status') setStatus(data.status as ChatStatus);
    };
    ws.onclose = () => setStatus((current) => (current === 'closed' ? current : 'lost'));
    return () => ws.close();
  }, [token]);
  const send = useCallback((body: string) => {
    socket.current?.send(JSON.stringify({ type: 'message', body }));
  }, []);
  return { messages, status, send };
}
