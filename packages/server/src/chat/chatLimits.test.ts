import { CHAT_LIMITS, CHAT_REFUSALS, CHAT_TOO_FAST_CODE } from '@portal/domain/chat/chatLimits';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, chatMessages } from '../db/schema/ops.ts';
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

/** A chat is bounded per socket, per conversation, in length, and in what is re-sent. */
describe.each(TEST_DATABASES)('bounded web chat on %s', (kind) => {
  let t: TestApp;
  const clock = testClock('2026-03-10T12:00:00Z');
  let agent: Awaited<ReturnType<typeof agentSocket>>;
  beforeAll(async () => {
    t = await createTestApp({ kind, clock, env: { WEBCHAT_HOURS: 'always' } });
    agent = await agentSocket(t.app);
  });
  afterAll(async () => {
    agent.socket.terminate();
    await t.close();
  });

  async function conversation() {
    const token = (await openConversation(t.app)).json().token as string;
    const [last] = await t.db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .orderBy(desc(chatConversations.id))
      .limit(1);
    const id = last!.id;
    return { token, id };
  }
  const stored = async (id: number) =>
    (await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, id))).length;

  it('closes a socket that sends beyond its burst, having stored no more than the burst', async () => {
    const { token, id } = await conversation();
    const customer = await customerSocket(t.app, token);
    await customer.next(isType('history'));
    for (let i = 0; i < 40; i += 1) customer.send({ type: 'message', body: `flood ${i}` });
    expect(await customer.closed()).toBe(CHAT_TOO_FAST_CODE);
    expect(await stored(id)).toBeLessThan(CHAT_LIMITS.socketBurst);
  });

  it('limits a conversation per minute across its sockets, and refuses messages beyond the cap before an agent answers', async () => {
    const { token, id } = await conversation();
    const sockets = await Promise.all([1, 2, 3].map(() => customerSocket(t.app, token)));
    for (const socket of sockets) await socket.next(isType('history'));
    // Each socket stays within its own burst; together they send 27, beyond 20 before an answer.
    for (const socket of sockets)
      for (let i = 0; i < 9; i += 1) socket.send({ type: 'message', body: `m${i}` });
    await expect
      .poll(() =>
        sockets
          .flatMap((s) => s.inbox)
          .filter(isType('refused'))
          .map((data) => data.message),
      )
      .toContain(CHAT_REFUSALS.waitForAnswer);
    expect(await stored(id)).toBe(CHAT_LIMITS.beforeAnswer);
    for (const socket of sockets) socket.socket.terminate();
  });

  it('closes the sockets of a conversation sending more than its minute allows, even spread over several sockets', async () => {
    const { token, id } = await conversation();
    agent.send({ type: 'message', conversationId: id, body: 'Hello, how can I help?' });
    const sockets = await Promise.all([1, 2, 3, 4].map(() => customerSocket(t.app, token)));
    for (const socket of sockets) await socket.next(isType('history'));
    // Each socket stays within its own burst; together they send 36 in the minute, beyond 30.
    for (const socket of sockets)
      for (let i = 0; i < 9; i += 1) socket.send({ type: 'message', body: `m${i}` });
    await expect.poll(() => sockets.some((s) => s.closeCode() === CHAT_TOO_FAST_CODE)).toBe(true);
    const customerMessages = (
      await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, id))
    ).filter((row) => row.sender === 'customer');
    expect(customerMessages).toHaveLength(CHAT_LIMITS.conversationPerMinute);
  });

  it('caps the length of a conversation', async () => {
    const { token, id } = await conversation();
    const at = clock.now();
    await t.db.insert(chatMessages).values(
      Array.from({ length: CHAT_LIMITS.conversationLength }, (_, i) => ({
        conversationId: id,
        sender: i % 2 ? ('agent' as const) : ('customer' as const),
        senderName: 'x',
        body: `old ${i}`,
        at: new Date(at.getTime() - 3600_000),
      })),
    );
    const customer = await customerSocket(t.app, token);
    await customer.next(isType('history'));
    customer.send({ type: 'message', body: 'one more' });
    expect((await customer.next(isType('refused'))).message).toBe(CHAT_REFUSALS.full);
    expect(await stored(id)).toBe(CHAT_LIMITS.conversationLength);
    customer.socket.terminate();
  });

  it('sends history a page at a time, and on a reconnect only what the page has not got', async () => {
    const { token, id } = await conversation();
    await t.db.insert(chatMessages).values(
      Array.from({ length: 120 }, (_, i) => ({
        conversationId: id,
        sender: 'agent' as const,
        senderName: 'Alex Agent',
        body: `line ${i}`,
        at: clock.now(),
      })),
    );
    const first = await customerSocket(t.app, token);
    const page = await first.next(isType('history'));
    const messages = page.messages as { id: number; body: string }[];
    expect(messages).toHaveLength(CHAT_LIMITS.historyPage);
    expect(page.more).toBe(true);
    expect(messages.at(-1)!.body).toBe('line 119');
    first.send({ type: 'older', before: messages[0]!.id });
    const older = (await first.next(isType('older'))).messages as { body: string }[];
    expect(older.at(-1)!.body).toBe('line 69');
    const lastSeen = messages.at(-1)!.id;
    first.socket.terminate();

    agent.send({ type: 'message', conversationId: id, body: 'Are you still there?' });
    await expect.poll(() => stored(id)).toBe(121);
    const again = await customerSocket(t.app, token, lastSeen);
    const missed = await again.next(isType('history'));
    expect(missed).toMatchObject({ resumed: true, more: false });
    expect((missed.messages as { body: string }[]).map((m) => m.body)).toEqual(['Are you still there?']);
    again.socket.terminate();
  });

  it('refuses a message to an ended conversation', async () => {
    const { token, id } = await conversation();
    const customer = await customerSocket(t.app, token);
    await customer.next(isType('history'));
    agent.send({ type: 'close', conversationId: id });
    await customer.next((data) => data.type === 'status' && data.status === 'resolved');
    customer.send({ type: 'message', body: 'hello?' });
    expect((await customer.next(isType('refused'))).message).toBe(CHAT_REFUSALS.ended);
    expect(customer.inbox.some(fromSender('customer'))).toBe(false);
    customer.socket.terminate();
  });
});
