import { EventEmitter } from 'node:events';
import { CHAT_LIMITS } from '@portal/domain/chat/chatLimits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';
import type { ChatBus, ChatEvent } from './chatBus.ts';
import { createChatHub } from './chatHub.ts';
import { createChatService } from './chatService.ts';

/** A bus whose connection can be cut: while down, what is published is lost, as NOTIFY to a dead listener. */
function cuttableBus() {
  const emitter = new EventEmitter();
  let down = false;
  const bus: ChatBus = {
    publish: async (event) => {
      if (!down) emitter.emit('event', event);
    },
    subscribe(listener: (event: ChatEvent) => void) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    close: async () => {},
    healthy: () => !down,
    onResync(listener) {
      emitter.on('resync', listener);
      return () => emitter.off('resync', listener);
    },
  };
  return {
    bus,
    cut: () => {
      down = true;
    },
    restore: () => {
      down = false;
      emitter.emit('resync');
    },
  };
}

/** What the hub needs of a socket: it is open, it takes frames, it can close. */
function fakeSocket() {
  const frames: Record<string, unknown>[] = [];
  const socket = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    send: (data: string) => frames.push(JSON.parse(data)),
  });
  return { socket: socket as unknown as WebSocket, frames };
}

const bodies = (frames: Record<string, unknown>[]) =>
  frames.filter((frame) => frame.type === 'message').map((frame) => (frame.message as { body: string }).body);

describe.each(TEST_DATABASES)('chat events lost while the bus was down, on %s', (kind) => {
  let t: TestApp;
  const clock = testClock('2026-03-10T22:30:00Z');
  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
  });
  afterAll(async () => t?.close());

  /** A chat service and hub over a bus the test can cut, with a customer's socket on a new chat. */
  async function customerOnBus() {
    const { bus, cut, restore } = cuttableBus();
    const chat = createChatService(t.db, bus, clock.now, 'always');
    const hub = createChatHub(chat, bus);
    const { conversationId } = await chat.open({
      brand: 'DIRECTLINE',
      topic: 'triage',
      customerName: 'Amelia',
    });
    const customer = fakeSocket();
    hub.addCustomer(conversationId, customer.socket);
    return { cut, restore, chat, hub, conversationId, customer };
  }

  it('are read back from the stored messages when it hears again: none lost, none doubled', async () => {
    const { cut, restore, chat, hub, conversationId, customer } = await customerOnBus();
    try {
      // The customer's socket was sent the history so far (as chatRoutes does on hello).
      const history = await chat.history(conversationId, { forCustomer: true });
      hub.seen(conversationId, history.messages.at(-1)?.id ?? 0);
      const found = (await t.db.execute(
        "select id from staff_accounts where email = 'agent@portal.example'",
      )) as unknown as { rows: { id: number }[] };
      const agent = { id: found.rows[0]!.id, name: 'Alex Agent' };

      await chat.agentSays(conversationId, agent, 'Hello, how can I help?');
      await expect.poll(() => bodies(customer.frames)).toEqual(['Hello, how can I help?']);
      cut();
      await chat.agentSays(conversationId, agent, 'Are you still there?');
      await chat.agentSays(conversationId, agent, 'I can see your policy.');
      // Nothing arrives while the bus is down: the events were lost. (The cut bus drops what is
      // published at once, so nothing can still be on its way: no pause is needed to see that.)
      expect(bodies(customer.frames)).toEqual(['Hello, how can I help?']);
      restore();
      await expect
        .poll(() => bodies(customer.frames))
        .toEqual(['Hello, how can I help?', 'Are you still there?', 'I can see your policy.']);
      // A second resync (a flapping connection) sends nothing twice; later messages flow as before.
      restore();
      await chat.agentSays(conversationId, agent, 'Done.');
      await expect
        .poll(() => bodies(customer.frames))
        .toEqual(['Hello, how can I help?', 'Are you still there?', 'I can see your policy.', 'Done.']);
    } finally {
      hub.close();
    }
  });

  it('are all read back, however many more than one page of history were said meanwhile', async () => {
    const { cut, restore, chat, hub, conversationId, customer } = await customerOnBus();
    try {
      hub.seen(conversationId, 0);
      const agent = { id: 1, name: 'Alex Agent' };
      cut();
      const said = Array.from({ length: CHAT_LIMITS.historyPage + 5 }, (_, n) => `Message ${n + 1}`);
      for (const body of said) await chat.agentSays(conversationId, agent, body);
      restore();
      await expect.poll(() => bodies(customer.frames)).toEqual(said);
    } finally {
      hub.close();
    }
  });
});
