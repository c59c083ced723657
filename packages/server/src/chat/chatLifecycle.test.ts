import { CHAT_LIFECYCLE, PENDING_REASON, RESOLVED_REASONS } from '@portal/domain/chat/chatLifecycle';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversations } from '../db/schema/ops.ts';
import { customerSocket, fromSender, isType, openConversation } from '../test/chatTestSockets.ts';
import { type ChatWithAgent, startChatWithAgent } from '../test/chatWithAgent.ts';
import { outboxEmails } from '../test/outboxTestSupport.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

/** A conversation outlives a reload, ends when it ends, and is kept as a transcript. */
describe.each(TEST_DATABASES)('a web chat from start to transcript on %s', (kind) => {
  const clock = testClock('2026-03-10T12:00:00Z');
  let t: ChatWithAgent['t'];
  let agent: ChatWithAgent['agent'];
  let other: ChatWithAgent['other'];
  let stop: ChatWithAgent['stop'];
  beforeAll(async () => {
    ({ t, agent, other, stop } = await startChatWithAgent(kind, clock));
  });
  afterAll(() => stop());

  async function started(name = 'Amelia Hart') {
    // The clock jumps in these tests; the agent's instance renews their presence as it would.
    const me = (await agent.staff.get('/me')).json().staff.id as number;
    await other.presence.heartbeat([me], []);
    const token = (await openConversation(t.app, 'triage', name)).json().token as string;
    const [row] = await t.db.select().from(chatConversations).orderBy(desc(chatConversations.id)).limit(1);
    return { token, id: row!.id };
  }
  const statusOf = async (id: number) =>
    (await t.db.select().from(chatConversations).where(eq(chatConversations.id, id)))[0]!;

  it('resumes after a reload: the same token gets the history and the conversation as it stands', async () => {
    const { token, id } = await started();
    const first = await customerSocket(t.app, token);
    await first.next(isType('history'));
    first.send({ type: 'message', body: 'My car is new' });
    await agent.next(fromSender('customer'));
    agent.send({ type: 'message', conversationId: id, body: 'Which model?' });
    await first.next(fromSender('agent'));
    first.socket.terminate();
    // A reload takes time. On this test's stopped clock the reload's hello would be stamped at the
    // same instant as the first socket's, and the first socket's late close could not tell that
    // the customer had come back since.
    clock.advance(1);

    const reloaded = await customerSocket(t.app, token);
    const history = await reloaded.next(isType('history'));
    expect((history.messages as { body: string }[]).map((m) => m.body)).toEqual([
      'My car is new',
      'Which model?',
    ]);
    // The first socket's close may be handled after the reload connects (the chat is pending for
    // that moment, as a customer with no connection is): the reload then brings it back to open.
    expect(await reloaded.next((frame) => frame.type === 'status' && frame.status === 'open')).toMatchObject({
      status: 'open',
    });
    expect((await statusOf(id)).status).toBe('open');
    reloaded.socket.terminate();
  });

  it('moves a chat whose customer has gone to pending, back when they return, and resolves it when they never do', async () => {
    const { token, id } = await started('Leo Ward');
    const customer = await customerSocket(t.app, token);
    await customer.next(isType('history'));
    customer.socket.terminate();

    clock.advance(CHAT_LIFECYCLE.pendingAfterSeconds + 1);
    await other.sweep();
    expect(await statusOf(id)).toMatchObject({ status: 'pending', statusReason: PENDING_REASON });

    const back = await customerSocket(t.app, token);
    await back.next(isType('history'));
    // The sweep's "pending" travels the bus (Postgres NOTIFY) and may reach the new socket after
    // it connects; what the return brings follows it.
    expect(await back.next((frame) => frame.type === 'status' && frame.status === 'waiting')).toMatchObject({
      status: 'waiting',
    });
    back.socket.terminate();

    clock.advance(CHAT_LIFECYCLE.pendingAfterSeconds + 1);
    await other.sweep();
    expect((await statusOf(id)).status).toBe('pending');
    clock.advance(CHAT_LIFECYCLE.resolvedAfterSeconds);
    await other.sweep();
    expect(await statusOf(id)).toMatchObject({
      status: 'resolved',
      statusReason: RESOLVED_REASONS.abandoned,
    });
  });

  it('ends a payment chat with its outcome', async () => {
    const { id } = await started('Grace Turner');
    await other.control(id, { name: 'Alex Agent' }, { type: 'payment-success' });
    expect(await statusOf(id)).toMatchObject({
      status: 'resolved',
      statusReason: RESOLVED_REASONS.paymentTaken,
    });
  });

  it('lists ended chats by words said, shows the transcript with notes, and emails the customer theirs without notes', async () => {
    const { token, id } = await started('Isla Murray');
    const customer = await customerSocket(t.app, token);
    await customer.next(isType('history'));
    customer.send({ type: 'message', body: 'Breakdown cover for a caravan?' });
    await agent.next(fromSender('customer'));
    agent.send({ type: 'note', conversationId: id, body: 'Check the caravan add-on' });
    agent.send({ type: 'message', conversationId: id, body: 'Yes, it is included.' });
    await customer.next(fromSender('agent'));
    expect(customer.inbox.some(fromSender('note'))).toBe(false);
    agent.send({ type: 'close', conversationId: id });
    await customer.next((data) => data.type === 'status' && data.status === 'resolved');
    // Told it has ended in words before it is resolved, so nothing read at "resolved" lacks them.
    expect(customer.inbox.some(fromSender('system'))).toBe(true);

    const found = (await agent.staff.get('/chats/resolved?q=caravan')).json();
    expect(found.conversations.map((c: { id: number }) => c.id)).toEqual([id]);
    expect(found.conversations[0]).toMatchObject({
      customerName: 'Isla Murray',
      reason: RESOLVED_REASONS.agent,
    });
    expect((await agent.staff.get('/chats/resolved?q=nothing-like-this')).json().conversations).toEqual([]);
    const transcript = (await agent.staff.get(`/chats/${id}/transcript`)).json();
    expect(transcript.messages.map((m: { sender: string }) => m.sender)).toEqual([
      'customer',
      'note',
      'agent',
      'system',
    ]);

    const emailed = await t.app.inject({
      method: 'POST',
      url: '/chat-api/transcript',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token, email: 'isla@example.com' }),
    });
    expect(emailed.statusCode).toBe(200);
    const [mail] = await outboxEmails(t.db, 'chat-transcript');
    expect(mail).toMatchObject({ recipient: 'isla@example.com' });
    expect(mail!.text).toContain('Yes, it is included.');
    expect(mail!.text).not.toContain('caravan add-on');
    customer.socket.terminate();
  });
});
