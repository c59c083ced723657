import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentSocket,
  customerSocket,
  fromSender,
  isType,
  openConversation,
} from '../test/chatTestSockets.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';
import { CHAT_CLOSED_MESSAGE } from './chatRoutes.ts';

describe.each(TEST_DATABASES)('live web chat on %s', (kind) => {
  let t: TestApp;
  // Tuesday 10 March 2026, 22:30 in London (GMT): Direct Line's web chat is open until 23:00.
  const clock = testClock('2026-03-10T22:30:00Z');
  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
  });
  afterAll(async () => t.close());
  const availability = async () => (await t.app.inject({ url: '/chat-api/availability' })).json();

  it('is offered only within the brand web-chat hours and while an agent is present', async () => {
    expect(await availability()).toEqual({ open: false });
    const refusedNobody = await openConversation(t.app);
    expect(refusedNobody.statusCode).toBe(409);
    const agent = await agentSocket(t.app);
    expect(await availability()).toEqual({ open: true });
    clock.advance(45 * 60);
    expect(await availability()).toEqual({ open: false });
    const refused = await openConversation(t.app);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CHAT_CLOSED_MESSAGE);
    clock.advance(11 * 3600);
    // Nobody renewed the agent's presence in those hours (as if their instance had died): absent.
    expect(await availability()).toEqual({ open: false });
    agent.socket.terminate();
    const back = await agentSocket(t.app);
    expect(await availability()).toEqual({ open: true });
    back.socket.terminate();
    await expect.poll(availability).toEqual({ open: false });
  });

  it('refuses a payment chat through the public conversations address (only the quote-bound path opens one)', async () => {
    const agent = await agentSocket(t.app);
    const refused = await openConversation(t.app, 'payment');
    expect(refused.statusCode).toBe(400);
    agent.socket.terminate();
  });

  it("carries a customer's message to a signed-in agent and the answer back, with queue place and owner", async () => {
    const agent = await agentSocket(t.app);
    const opened = await openConversation(t.app);
    expect(opened.statusCode).toBe(200);
    const customer = await customerSocket(t.app, opened.json().token);
    expect(await customer.next(isType('history'))).toMatchObject({ messages: [], more: false });
    expect(await customer.next(isType('status'))).toMatchObject({ status: 'waiting', position: 1 });

    const list = (await agent.next(isType('conversations'))).conversations as {
      id: number;
      pagePath: string;
    }[];
    const chat = list.at(-1)!;
    expect(chat.pagePath).toBe('/con/request/exclusive-error');

    customer.send({ type: 'message', body: 'Can I pay by phone?' });
    expect((await agent.next(fromSender('customer'))).message).toMatchObject({ body: 'Can I pay by phone?' });

    agent.send({ type: 'message', conversationId: chat.id, body: 'Yes, I can take it here.' });
    expect((await customer.next(fromSender('agent'))).message).toMatchObject({ senderName: 'Alex Agent' });
    expect(await customer.next((data) => data.type === 'status' && data.status === 'open')).toBeTruthy();
    const owned = await agent.next(
      (data) =>
        data.type === 'conversations' &&
        (data.conversations as { id: number; ownerName: string }[]).some(
          (c) => c.id === chat.id && c.ownerName === 'Alex Agent',
        ),
    );
    expect(owned).toBeTruthy();
    customer.socket.terminate();
    agent.socket.terminate();
  });

  it('refuses the agents socket without a session, and a customer socket without a known token', async () => {
    await expect(t.app.injectWS('/ops-api/chat/ws')).rejects.toThrow();
    const stranger = await customerSocket(t.app, 'not-a-chat');
    expect(await stranger.closed()).toBe(4401);
  });
});
