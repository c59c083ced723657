import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { memoryChatBus } from './chatBus.ts';
import { createChatHub } from './chatHub.ts';
import type { ChatService } from './chatService.ts';

/** A customer's socket that answers pings only when told to, and records being ended. */
function customerSocket(answers: boolean) {
  const handlers = new Map<string, () => void>();
  const socket = {
    OPEN: 1,
    readyState: 1,
    ended: false,
    send: () => {},
    on: (event: string, handler: () => void) => {
      handlers.set(event, handler);
      return socket;
    },
    ping: () => {
      if (answers) handlers.get('pong')?.();
    },
    terminate: () => {
      socket.ended = true;
    },
  };
  return socket;
}

describe("a customer's silent connection", () => {
  it('is ended after a round of pings it did not answer, while one that answers is kept', async () => {
    // Only what the chores call: the heartbeat and the sweep, which have nothing to do here.
    const chat = {
      presence: { heartbeat: async () => new Date() },
      sweep: async () => {},
    } as unknown as ChatService;
    const hub = createChatHub(chat, memoryChatBus());
    const gone = customerSocket(false);
    const here = customerSocket(true);
    hub.addCustomer(1, gone as unknown as WebSocket);
    hub.addCustomer(2, here as unknown as WebSocket);
    await hub.chores();
    expect(gone.ended).toBe(false);
    await hub.chores();
    expect(gone.ended).toBe(true);
    expect(here.ended).toBe(false);
    hub.close();
  });
});
