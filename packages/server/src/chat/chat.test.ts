import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { staffClient } from '../ops/staffTestClient.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';
import { CHAT_CLOSED_MESSAGE } from './chatRoutes.ts';

/**
 * A socket that keeps every message from the moment it is made (before it opens), so a test
 * never misses one sent straight after the upgrade; `next` answers the first unread that passes.
 */
async function collected(open: (onInit: (socket: WebSocket) => void) => Promise<WebSocket>) {
  const inbox: Record<string, unknown>[] = [];
  const socket = await open((ws) => ws.on('message', (raw) => inbox.push(JSON.parse(String(raw)))));
  async function next(wanted: (data: Record<string, unknown>) => boolean = () => true) {
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline) {
      const index = inbox.findIndex(wanted);
      if (index >= 0) return inbox.splice(index, 1)[0]!;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no such message within 2 s');
  }
  return { socket, next };
}

describe.each(TEST_DATABASES)('live web chat on %s', (kind) => {
  let t: TestApp;
  // Tuesday 10 March 2026, 22:30 in London (GMT): Direct Line's web chat is open until 23:00.
  const clock = testClock('2026-03-10T22:30:00Z');
  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
  });
  afterAll(async () => t.close());

  const open = (topic = 'triage') =>
    t.app.inject({
      method: 'POST',
      url: '/chat-api/conversations',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ topic, name: 'Amelia Hart' }),
    });

  it('is offered only within the brand web-chat hours', async () => {
    expect((await t.app.inject({ url: '/chat-api/availability' })).json()).toEqual({ open: true });
    clock.advance(45 * 60);
    expect((await t.app.inject({ url: '/chat-api/availability' })).json()).toEqual({ open: false });
    const refused = await open();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CHAT_CLOSED_MESSAGE);
    clock.advance(11 * 3600);
  });

  it("carries a customer's message to a signed-in agent and the answer back", async () => {
    const opened = await open();
    expect(opened.statusCode).toBe(200);
    const customer = await collected((onInit) => t.app.injectWS('/chat-api/ws', {}, { onInit }));
    customer.socket.send(JSON.stringify({ type: 'hello', token: opened.json().token }));
    expect(await customer.next()).toMatchObject({ type: 'history', status: 'waiting', messages: [] });

    const staff = staffClient(t.app);
    expect((await staff.signIn('agent@portal.example', 'agent-demo-password')).statusCode).toBe(200);
    const cookie = [...staff.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const agent = await collected((onInit) =>
      t.app.injectWS('/ops-api/chat/ws', { headers: { cookie } }, { onInit }),
    );
    const list = (await agent.next((data) => data.type === 'conversations')).conversations as {
      id: number;
    }[];
    const chatId = list.at(-1)!.id;

    customer.socket.send(JSON.stringify({ type: 'message', body: 'Can I pay by phone?' }));
    expect((await agent.next((data) => data.type === 'message')).message).toMatchObject({
      sender: 'customer',
      body: 'Can I pay by phone?',
    });

    agent.socket.send(
      JSON.stringify({ type: 'message', conversationId: chatId, body: 'Yes, I can take it here.' }),
    );
    // The customer hears their own message back first (the page shows what the server stored).
    const fromAgent = (data: Record<string, unknown>) =>
      data.type === 'message' && (data.message as { sender: string }).sender === 'agent';
    expect((await customer.next(fromAgent)).message).toMatchObject({
      sender: 'agent',
      senderName: 'Alex Agent',
    });
    customer.socket.terminate();
    agent.socket.terminate();
  });

  it('refuses the agents socket without a session, and a customer socket without a known token', async () => {
    await expect(t.app.injectWS('/ops-api/chat/ws')).rejects.toThrow();
    const stranger = await t.app.injectWS('/chat-api/ws');
    const closed = new Promise<number>((resolve) => stranger.on('close', (code) => resolve(code)));
    stranger.send(JSON.stringify({ type: 'hello', token: 'not-a-chat' }));
    expect(await closed).toBe(4401);
  });
});
