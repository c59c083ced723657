import { agentHears } from '@portal/domain/chat/agentFrames';
import { customerHears } from '@portal/domain/chat/customerFrames';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentSocket,
  collected,
  customerSocket,
  fromSender,
  isType,
  openConversation,
} from '../test/chatTestSockets.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';

/**
 * Frames no schema accepts, as a broken or hostile page might send them: few enough that, with a
 * hello and two good frames, a customer's socket stays within its burst.
 */
const BAD_FRAMES = [
  'not json',
  '[1, 2]',
  JSON.stringify({ type: 'dance' }),
  JSON.stringify({ type: 'message', body: 42 }),
  JSON.stringify({ type: 'message', body: 'x'.repeat(2001) }),
  JSON.stringify({ type: 'older', before: -1 }),
  JSON.stringify({ type: 'message', body: 'a bell \u0007' }),
];

describe('bad socket frames get an error frame, never a crash', () => {
  let t: TestApp;
  // Tuesday 10 March 2026, 22:30 in London: Direct Line's web chat is open.
  const clock = testClock('2026-03-10T22:30:00Z');
  beforeAll(async () => {
    t = await createTestApp({ kind: 'pglite', clock });
  });
  afterAll(async () => t.close());

  it("answers the customer's bad frames with error frames and keeps the socket", async () => {
    const agent = await agentSocket(t.app);
    const customer = await customerSocket(t.app, (await openConversation(t.app)).json().token);
    await customer.next(isType('status'));
    for (const raw of BAD_FRAMES) {
      customer.socket.send(raw);
      const error = await customer.next(isType('error'));
      expect(error.message).toMatch(/^That frame was not understood/);
    }
    customer.send({ type: 'hello', token: 'again' });
    expect((await customer.next(isType('error'))).message).toBe('This socket has already said hello.');
    customer.send({ type: 'message', body: 'Still here?' });
    expect((await agent.next(fromSender('customer'))).message).toMatchObject({ body: 'Still here?' });
    // Everything the server sent the page is a frame the page's own schema reads.
    for (const frame of customer.inbox)
      expect(customerHears.safeParse(frame).success, JSON.stringify(frame)).toBe(true);
    customer.socket.terminate();
    agent.socket.terminate();
  });

  it('refuses a first frame that is not a hello with an error frame, then closes', async () => {
    const customer = await collected((onInit) => t.app.injectWS('/chat-api/ws', {}, { onInit }));
    customer.send({ type: 'message', body: 'hello?' });
    expect((await customer.next(isType('error'))).message).toBe("Say hello with the chat's token first.");
    expect(await customer.closed()).toBe(4400);
    const garbled = await collected((onInit) => t.app.injectWS('/chat-api/ws', {}, { onInit }));
    garbled.send({ type: 'hello', token: 7 });
    expect((await garbled.next(isType('error'))).message).toMatch(/at token/);
    expect(await garbled.closed()).toBe(4400);
  });

  it("answers an agent's bad frames with error frames and keeps the socket", async () => {
    const agent = await agentSocket(t.app);
    const opened = await openConversation(t.app);
    const customer = await customerSocket(t.app, opened.json().token);
    const list = (await agent.next(isType('conversations'))).conversations as { id: number }[];
    const id = list.at(-1)!.id;
    for (const raw of [
      ...BAD_FRAMES,
      JSON.stringify({ type: 'message', body: 'no conversation' }),
      JSON.stringify({ type: 'transfer', conversationId: id, to: 'bob' }),
    ]) {
      agent.socket.send(raw);
      expect((await agent.next(isType('error'))).message).toMatch(/^That frame was not understood/);
    }
    agent.send({ type: 'message', conversationId: id, body: 'Sorry for the wait.' });
    expect((await customer.next(fromSender('agent'))).message).toMatchObject({ body: 'Sorry for the wait.' });
    for (const frame of agent.inbox)
      expect(agentHears.safeParse(frame).success, JSON.stringify(frame)).toBe(true);
    customer.socket.terminate();
    agent.socket.terminate();
  });
});
