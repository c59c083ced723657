import { reconnectDelayMs } from '@portal/domain/chat/chatLimits';
import type { z } from 'zod';

/** The socket address on this page's own host (ws: on localhost, wss: behind HTTPS). */
export const socketUrl = (path: string) =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${path}`;

/**
 * A frame from the server read by the domain's schema for its socket. One that does not parse
 * (a server newer or older than this page) is dropped rather than read by guesswork.
 */
export function parseSocketData<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(String(raw));
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** An open chat socket as its page holds it: what it may send, and stopping it. */
export interface ChatSocket<Says> {
  send(data: Says, options?: { whenOpen?: boolean }): void;
  stop(): void;
}

/** Close codes after which trying again cannot help: unknown chat, refused, flood. */
const FINAL_CLOSE_CODES = new Set([4400, 4401, 4403, 4429]);

/**
 * A socket that comes back: after a dropped connection it reopens with backoff (1 s, 2 s, 4 s …
 * up to 30 s), and sooner when the browser says it is online again. `onOpen` runs on every
 * (re)connection, so the caller says hello again with what it already has. What someone wrote
 * is sent `whenOpen`: typed while the socket was still opening, it was lost with the box cleared.
 */
export function reconnectingSocket<Says, S extends z.ZodType>(
  path: string,
  /**
   * What the server sends on this socket (the domain's frames), or a loader of it: a page that
   * opens its socket as it starts need not build the schema library with its first screen.
   * `Says` is what the page sends.
   */
  hears: S | (() => Promise<S>),
  handlers: {
    onOpen: (send: (data: Says) => void) => void;
    onData: (data: z.output<S>) => void;
    onDown: (final: boolean) => void;
  },
): ChatSocket<Says> {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let schema: S | undefined = typeof hears === 'function' ? undefined : hears;
  const loading = typeof hears === 'function' ? hears().then((loaded) => (schema = loaded)) : undefined;
  const hear = (raw: unknown) => {
    const data = schema && !stopped ? parseSocketData(schema, raw) : undefined;
    if (data !== undefined) handlers.onData(data);
  };
  /** Words sent while the socket is opening or reopening: they go, in order, once it is open. */
  const waiting: Says[] = [];
  const send = (data: Says, { whenOpen = false } = {}) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(data));
    else if (whenOpen) waiting.push(data);
  };
  const connect = () => {
    clearTimeout(timer);
    if (stopped) return;
    const ws = new WebSocket(socketUrl(path));
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      // Hello first, so the server knows who speaks before it hears what was waiting.
      handlers.onOpen(send);
      for (const data of waiting.splice(0)) send(data);
    };
    // A frame that comes before its schema has loaded waits for it, behind any that came earlier.
    ws.onmessage = (event) => (schema ? hear(event.data) : void loading?.then(() => hear(event.data)));
    ws.onclose = (event) => {
      if (stopped || socket !== ws) return;
      const final = FINAL_CLOSE_CODES.has(event.code);
      handlers.onDown(final);
      if (final) return;
      timer = setTimeout(connect, reconnectDelayMs(attempt));
      attempt += 1;
    };
  };
  const online = () => {
    if (socket?.readyState === WebSocket.CLOSED) connect();
  };
  window.addEventListener('online', online);
  connect();
  return {
    send,
    stop() {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
      socket?.close();
    },
  };
}
