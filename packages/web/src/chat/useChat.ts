import { CHAT_API_PREFIX, chatApiPaths } from '@portal/domain/chat/chatApi';
import type { ChatMessage, ChatStatus as ServerStatus } from '@portal/domain/chat/chatMessage';
import { type CustomerSays, customerHears } from '@portal/domain/chat/customerFrames';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ChatSocket, reconnectingSocket } from './chatSocket.ts';

/** What the customer's page shows: the server's state, or where the connection is. */
export type ChatStatus = ServerStatus | 'connecting' | 'reconnecting' | 'gone';

const NOT_READ = 'That did not reach us. Please try again.';

const merge = (known: ChatMessage[], fresh: readonly ChatMessage[]) => {
  const ids = new Set(known.map((m) => m.id));
  return [...known, ...fresh.filter((m) => !ids.has(m.id))].sort((a, b) => a.id - b.id);
};

/**
 * The customer's live conversation: says hello with the token over the socket (never in the URL)
 * and, after a dropped connection, again with the last message it has, so only the rest comes.
 */
export function useChat(token: string | null) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const [position, setPosition] = useState<number | null>(null);
  const [expectedWait, setExpectedWait] = useState<number | null>(null);
  const [more, setMore] = useState(false);
  const [refused, setRefused] = useState('');
  const [typing, setTyping] = useState('');
  const newest = useRef<number | undefined>(undefined);
  const socket = useRef<ChatSocket<CustomerSays> | null>(null);

  useEffect(() => {
    if (!token) return;
    newest.current = undefined;
    setMessages([]);
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const keep = (fresh: readonly ChatMessage[]) => {
      const last = fresh.at(-1);
      if (last) newest.current = Math.max(newest.current ?? 0, last.id);
      setMessages((known) => merge(known, fresh));
    };
    const connection = reconnectingSocket<CustomerSays, typeof customerHears>(
      `${CHAT_API_PREFIX}${chatApiPaths.socket}`,
      customerHears,
      {
        onOpen: (send) =>
          send({ type: 'hello', token, ...(newest.current === undefined ? {} : { after: newest.current }) }),
        onDown: (final) =>
          setStatus((current) => (current === 'resolved' ? current : final ? 'gone' : 'reconnecting')),
        onData: (frame) => {
          switch (frame.type) {
            case 'history':
              keep(frame.messages);
              if (!frame.resumed) setMore(frame.more);
              return;
            case 'older':
              setMessages((known) => merge(frame.messages, known));
              setMore(frame.more);
              return;
            case 'message':
              keep([frame.message]);
              setTyping('');
              return;
            case 'status':
              setStatus(frame.status);
              setPosition(frame.position ?? null);
              setExpectedWait(frame.expectedWaitMinutes ?? null);
              return;
            case 'refused':
              setRefused(frame.message);
              return;
            case 'error':
              // The server could not read what this page sent: a fault of ours, not the customer's words.
              setRefused(NOT_READ);
              return;
            case 'typing':
              setTyping(`${frame.name} is typing…`);
              clearTimeout(typingTimer);
              typingTimer = setTimeout(() => setTyping(''), 4000);
          }
        },
      },
    );
    socket.current = connection;
    return () => {
      clearTimeout(typingTimer);
      connection.stop();
    };
  }, [token]);

  const send = useCallback((body: string) => {
    setRefused('');
    socket.current?.send({ type: 'message', body }, { whenOpen: true });
  }, []);
  const sayTyping = useCallback(() => socket.current?.send({ type: 'typing' }), []);
  const loadOlder = useCallback(() => {
    setMessages((known) => {
      const first = known[0];
      if (first) socket.current?.send({ type: 'older', before: first.id });
      return known;
    });
  }, []);
  return { messages, status, position, expectedWait, more, refused, typing, send, sayTyping, loadOlder };
}
