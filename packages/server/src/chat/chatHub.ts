import type { AgentHears, LiveChat } from '@portal/domain/chat/agentFrames';
import { CHAT_LIFECYCLE } from '@portal/domain/chat/chatLifecycle';
import { CHAT_LIMITS } from '@portal/domain/chat/chatLimits';
import type { ChatMessage } from '@portal/domain/chat/chatMessage';
import { frameError } from '@portal/domain/chat/chatMessageSchema';
import type { CustomerHears } from '@portal/domain/chat/customerFrames';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { controlCharacterAt } from '../plugins/controlCharacters.ts';
import type { ChatBus, ChatEvent } from './chatBus.ts';
import type { ChatService } from './chatService.ts';

/**
 * This instance's open sockets: customers by conversation, and every signed-in agent. A bus
 * event (from any instance) is read from the database once and pushed to the sockets it concerns.
 * Every `heartbeatSeconds` the hub renews the presence of what it holds and runs the abandonment
 * sweep (every instance does; the moves are conditional, so they never clash).
 */
export function createChatHub(chat: ChatService, bus: ChatBus) {
  const customers = new Map<number, Set<WebSocket>>();
  const agents = new Map<WebSocket, number>();
  /** The newest message id pushed per conversation, so a burst of events sends each message once. */
  const pushed = new Map<number, number>();
  /** When this instance last stamped each customer it holds as present: see `customerLeft`. */
  const stamped = new Map<number, Date>();
  /** Only frames the domain's schemas describe leave a socket: the pages parse them with the same. */
  const send = (socket: WebSocket, data: CustomerHears | AgentHears) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(data));
  };

  async function liveList() {
    return (await chat.live()).map(({ conversation: c, ownerName, policyNumber, requestReference }) => ({
      id: c.id,
      brand: c.brand,
      topic: c.topic,
      customerName: c.customerName,
      // `live` reads only conversations not yet resolved.
      status: c.status as LiveChat['status'],
      statusReason: c.statusReason,
      ownerId: c.staffId,
      ownerName,
      pagePath: c.pagePath,
      // Whose policy and which quote, once the server knows (a payment chat's quote link).
      policyNumber,
      requestReference,
      policyFrom:
        policyNumber === null ? null : c.quoteId !== null ? ('quote' as const) : ('registration' as const),
      registration: c.registration,
      snoozedUntil: c.snoozedUntil?.toISOString() ?? null,
      waitingSince: c.createdAt.toISOString(),
      lastMessageAt: c.lastMessageAt?.toISOString() ?? null,
    }));
  }

  async function statusFor(conversationId: number) {
    const conversation = await chat.conversation(conversationId);
    if (!conversation) return undefined;
    if (conversation.status !== 'waiting') return { type: 'status' as const, status: conversation.status };
    const position = await chat.queuePosition(conversationId);
    return {
      type: 'status' as const,
      status: conversation.status,
      position,
      expectedWaitMinutes: await chat.expectedWait(position),
    };
  }

  async function deliverMessages(conversationId: number) {
    const last = pushed.get(conversationId);
    const fresh: ChatMessage[] =
      last === undefined
        ? [await chat.latest(conversationId)].filter((m): m is ChatMessage => m !== undefined)
        : await chat.since(conversationId, last);
    // `since` answers a page at a time: after an outage more than a page may be waiting, and the
    // rest would wait for the conversation's next event, which may never come.
    for (let page = fresh; last !== undefined && page.length >= CHAT_LIMITS.historyPage; ) {
      page = await chat.since(conversationId, page.at(-1)!.id);
      fresh.push(...page);
    }
    const newest = fresh.at(-1);
    if (!newest) return;
    pushed.set(conversationId, Math.max(last ?? 0, newest.id));
    for (const message of fresh) {
      if (message.sender !== 'note')
        for (const socket of customers.get(conversationId) ?? []) send(socket, { type: 'message', message });
      for (const socket of agents.keys()) send(socket, { type: 'message', message });
    }
  }

  /** "X is typing", to the other side of one conversation, on whichever instance holds it. */
  function deliverTyping({ conversationId, typist }: ChatEvent) {
    if (typist === 'customer') {
      for (const socket of agents.keys()) send(socket, { type: 'typing', conversationId, name: 'customer' });
    } else if (typist)
      for (const socket of customers.get(conversationId) ?? [])
        send(socket, { type: 'typing', name: typist });
  }

  /** A transfer is news to the receiving agent only, on whichever instance holds their console. */
  function deliverTransfer({ conversationId, to, by }: ChatEvent) {
    for (const [socket, staffId] of agents)
      if (staffId === to) send(socket, { type: 'transferred', conversationId, from: by ?? 'A colleague' });
  }

  async function deliver(event: ChatEvent) {
    if (event.kind === 'typing') return deliverTyping(event);
    if (event.kind === 'transferred') return deliverTransfer(event);
    if (event.kind === 'message') return deliverMessages(event.conversationId);
    // A status change can move everyone's place in the queue: each waiting customer here hears theirs.
    for (const [conversationId, sockets] of customers) {
      const status = await statusFor(conversationId);
      if (!status || (conversationId !== event.conversationId && status.status !== 'waiting')) continue;
      for (const socket of sockets) send(socket, status);
    }
    if (agents.size > 0) {
      const list = await liveList();
      for (const socket of agents.keys()) send(socket, { type: 'conversations', conversations: list });
    }
  }

  /**
   * After a bus outage: every conversation this instance serves gets what was written since the
   * last message it pushed (so nothing is lost and, by `pushed`, nothing doubled), and every
   * socket hears the statuses and the live list as they are now.
   */
  async function resync() {
    for (const conversationId of new Set([...pushed.keys(), ...customers.keys()]))
      await deliverMessages(conversationId);
    for (const [conversationId, sockets] of customers) {
      const status = await statusFor(conversationId);
      if (status) for (const socket of sockets) send(socket, status);
    }
    if (agents.size > 0) {
      const list = await liveList();
      for (const socket of agents.keys()) send(socket, { type: 'conversations', conversations: list });
    }
  }

  // Events are handled one at a time, in order, so a message is never pushed before the one before it.
  let queue = Promise.resolve();
  const enqueue = (work: () => Promise<unknown>) => {
    queue = queue.then(work).then(
      () => {},
      () => {},
    );
  };
  const unsubscribe = bus.subscribe((event) => enqueue(() => deliver(event)));
  const unsubscribeResync = bus.onResync(() => enqueue(resync));

  /**
   * A phone that lost its signal sends no close: each round, a customer socket that did not answer
   * the last ping is ended (so its customer stops waiting), and the rest are pinged again.
   */
  const answered = new WeakMap<WebSocket, boolean>();
  function pingCustomers() {
    for (const sockets of customers.values())
      for (const socket of sockets) {
        if (typeof socket.ping !== 'function') continue;
        if (answered.get(socket) === false) {
          socket.terminate();
          continue;
        }
        answered.set(socket, false);
        socket.ping();
      }
  }

  async function chores() {
    pingCustomers();
    const held = [...customers.keys()];
    const at = await chat.presence.heartbeat([...agents.values()], held);
    for (const conversationId of held) stamped.set(conversationId, at);
    await chat.sweep();
  }
  const timer = setInterval(() => {
    chores().catch(() => {});
  }, CHAT_LIFECYCLE.heartbeatSeconds * 1000);
  timer.unref();

  return {
    send,
    liveList,
    statusFor,
    chores,
    addCustomer(conversationId: number, socket: WebSocket) {
      const set = customers.get(conversationId) ?? new Set();
      set.add(socket);
      customers.set(conversationId, set);
      socket.on('pong', () => answered.set(socket, true));
      socket.on('close', () => {
        set.delete(socket);
        if (set.size > 0) return;
        customers.delete(conversationId);
        const at = stamped.get(conversationId);
        stamped.delete(conversationId);
        // Gone from here: not waiting any more, unless they already came back on another instance.
        if (at) enqueue(async () => !customers.has(conversationId) && chat.customerLeft(conversationId, at));
      });
    },
    /** A customer's hello here stamped them present at `at`. */
    customerStamped(conversationId: number, at: Date) {
      if (customers.has(conversationId)) stamped.set(conversationId, at);
    },
    async addAgent(socket: WebSocket, staffId: number) {
      agents.set(socket, staffId);
      socket.on('close', () => {
        agents.delete(socket);
        if (![...agents.values()].includes(staffId)) chat.presence.leave(staffId).catch(() => {});
      });
      await chat.presence.heartbeat([staffId], []);
    },
    /** "X is typing": announced on the bus, as the other side may be on another instance. */
    typing(conversationId: number, who: 'customer' | { name: string }) {
      return bus.publish({
        conversationId,
        kind: 'typing',
        typist: who === 'customer' ? 'customer' : who.name,
      });
    },
    /**
     * A socket here was sent a conversation's history up to `lastId`: where this instance has
     * pushed nothing of it yet, that is where its next push (or a replay after an outage) starts.
     */
    seen(conversationId: number, lastId: number) {
      if (!pushed.has(conversationId)) pushed.set(conversationId, lastId);
    },
    close() {
      clearInterval(timer);
      unsubscribe();
      unsubscribeResync();
    },
  };
}
export type ChatHub = ReturnType<typeof createChatHub>;

/**
 * A socket message as JSON, or undefined for anything else (the sender is never trusted) —
 * a control character anywhere in it included, as on every HTTP route.
 */
export function parseMessage(raw: unknown): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(String(raw)) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) && !controlCharacterAt(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One socket frame read by its schema: the frame, or the words of the error frame its sender
 * gets (what was wrong with it), so a bad frame is answered, never thrown.
 */
export function readFrame<S extends z.ZodType>(
  schema: S,
  raw: unknown,
): { ok: true; frame: z.output<S> } | { ok: false; error: string } {
  const json = parseMessage(raw);
  if (!json) return { ok: false, error: frameError([]) };
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { ok: true, frame: parsed.data }
    : { ok: false, error: frameError(parsed.error.issues) };
}
