import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { DEMO_AGENT, DEMO_SUPERVISOR, staffClient } from './staffTestClient.ts';

export type Frame = Record<string, unknown>;

/**
 * Test support: a socket that keeps every message from the moment it is made (before it opens),
 * so a test never misses one sent straight after the upgrade; `next` answers the first unread
 * that passes, `closed` the close code.
 */
export async function collected(open: (onInit: (socket: WebSocket) => void) => Promise<WebSocket>) {
  const inbox: Frame[] = [];
  let closeCode: number | undefined;
  /** Woken at each frame and at the close: a wait looks again then, and only then. */
  const waiting = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiting) waiter();
  };
  const socket = await open((ws) => {
    ws.on('message', (raw) => {
      inbox.push(JSON.parse(String(raw)));
      wake();
    });
    ws.on('close', (code) => {
      closeCode = code;
      wake();
    });
  });
  /** However long it takes: what never comes is ended by the test's timeout, not a guess here. */
  async function waitFor<T>(found: () => T | undefined): Promise<T> {
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      await new Promise<void>((resolve) => {
        const waiter = () => {
          waiting.delete(waiter);
          resolve();
        };
        waiting.add(waiter);
      });
    }
  }
  return {
    socket,
    inbox,
    send: (data: Frame) => socket.send(JSON.stringify(data)),
    next: (wanted: (data: Frame) => boolean = () => true) =>
      waitFor(() => {
        const index = inbox.findIndex(wanted);
        return index >= 0 ? inbox.splice(index, 1)[0] : undefined;
      }),
    closed: () => waitFor(() => closeCode),
    /** The close code now, or undefined while the socket is open (for a test watching several). */
    closeCode: () => closeCode,
  };
}
export type TestSocket = Awaited<ReturnType<typeof collected>>;

export const isType = (type: string) => (data: Frame) => data.type === type;
export const fromSender = (sender: string) => (data: Frame) =>
  data.type === 'message' && (data.message as { sender: string }).sender === sender;

/** Opens a public conversation as a customer's page would. */
export const openConversation = (app: FastifyInstance, topic = 'triage', name = 'Amelia Hart') =>
  app.inject({
    method: 'POST',
    url: '/chat-api/conversations',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ topic, name, page: '/con/request/exclusive-error' }),
  });

/** The customer's socket, said hello on (with `after` on a reconnect). */
export async function customerSocket(app: FastifyInstance, token: string, after?: number) {
  const customer = await collected((onInit) => app.injectWS('/chat-api/ws', {}, { onInit }));
  customer.send({ type: 'hello', token, ...(after === undefined ? {} : { after }) });
  return customer;
}

export const DEMO_AGENTS = {
  alex: [DEMO_AGENT.email, DEMO_AGENT.password],
  sam: [DEMO_SUPERVISOR.email, DEMO_SUPERVISOR.password],
} as const;

/** A signed-in agent's console socket (present for chat from the moment it opens). */
export async function agentSocket(app: FastifyInstance, who: keyof typeof DEMO_AGENTS = 'alex') {
  const staff = staffClient(app);
  const [email, password] = DEMO_AGENTS[who];
  const signedIn = await staff.signIn(email, password);
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
  const cookie = [...staff.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const agent = await collected((onInit) =>
    app.injectWS('/ops-api/chat/ws', { headers: { cookie } }, { onInit }),
  );
  await agent.next(isType('conversations'));
  return Object.assign(agent, { staff });
}

/** The bodies of the chat messages a socket received, in order. */
export const bodies = (inbox: Frame[]) =>
  inbox.filter((frame) => frame.type === 'message').map((frame) => (frame.message as { body: string }).body);
