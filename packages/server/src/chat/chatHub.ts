import type { WebSocket } from 'ws';
import type { ChatBus, ChatEvent } from './chatBus.ts';
import type { ChatService } from './chatService.ts';

/**
 * This instance's open sockets: customers by conversation, and every signed-in agent. A bus
 * event (from any instance) is read from the database once and pushed to the sockets it concerns.
 */
export function createChatHub(chat: ChatService, bus: ChatBus) {
  const customers = new Map<number, Set<WebSocket>>();
  const agents = new Set<WebSocket>();
  const send = (socket: WebSocket, data: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(data));
  };

  async function liveList() {
    return (await chat.live()).map(({ id, brand, topic, customerName, status, staffId }) => ({
      id,
      brand,
      topic,
      customerName,
      status,
      taken: staffId !== null,
    }));
  }

  async function deliver(event: ChatEvent) {
    const listening = customers.get(event.conversationId);
    if (event.kind === 'message') {
      const message = await chat.latest(event.conversationId);
      if (!message) return;
      for (const socket of listening ?? []) send(socket, { type: 'message', message });
      for (const socket of agents) send(socket, { type: 'message', message });
      return;
    }
    const conversation = await chat.conversation(event.conversationId);
    if (conversation)
      for (const socket of listening ?? []) send(socket, { type: 'status', status: conversation.status });
    if (agents.size > 0) {
      const list = await liveList();
      for (const socket of agents) send(socket, { type: 'conversations', conversations: list });
    }
  }

  const unsubscribe = bus.subscribe((event) => {
    deliver(event).catch(() => {});
  });

  return {
    send,
    liveList,
    addCustomer(conversationId: number, socket: WebSocket) {
      const set = customers.get(conversationId) ?? new Set();
      set.add(socket);
      customers.set(conversationId, set);
      socket.on('close', () => {
        set.delete(socket);
        if (set.size === 0) customers.delete(conversationId);
      });
    },
    addAgent(socket: WebSocket) {
      agents.add(socket);
      socket.on('close', () => agents.delete(socket));
    },
    close: unsubscribe,
  };
}
export type ChatHub = ReturnType<typeof createChatHub>;

/** A socket message as JSON, or undefined for anything else (the sender is never trusted). */
export function parseMessage(raw: unknown): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(String(raw)) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
