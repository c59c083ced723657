import { OWNED_BY_ANOTHER } from '@portal/domain/chat/chatLifecycle';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, chatMessages, staffAudit } from '../db/schema/ops.ts';
import {
  agentSocket,
  customerSocket,
  type Frame,
  fromSender,
  isType,
  openConversation,
} from '../test/chatTestSockets.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

type Listed = { id: number; ownerName: string | null; status: string };
const listed = (id: number, wanted: (chat: Listed) => boolean) => (data: Frame) =>
  data.type === 'conversations' && (data.conversations as Listed[]).some((c) => c.id === id && wanted(c));

/** A chat moves between agents only on purpose, and the customer stays in it. */
describe.each(TEST_DATABASES)('owning and transferring a web chat on %s', (kind) => {
  let t: TestApp;
  const clock = testClock('2026-03-10T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ kind, clock, env: { WEBCHAT_HOURS: 'always' } });
  });
  afterAll(async () => t.close());

  it('hands a chat to another present agent and back to the queue, the customer kept in the same conversation', async () => {
    const alex = await agentSocket(t.app, 'alex');
    const sam = await agentSocket(t.app, 'sam');
    const present = (await alex.staff.get('/chats/agents'))
      .json()
      .agents.map((a: { name: string }) => a.name);
    expect(present).toEqual(['Alex Agent', 'Sam Supervisor']);

    const token = (await openConversation(t.app)).json().token as string;
    const [row] = await t.db.select().from(chatConversations).orderBy(desc(chatConversations.id)).limit(1);
    const id = row!.id;
    const customer = await customerSocket(t.app, token);
    await customer.next(isType('history'));
    alex.send({ type: 'message', conversationId: id, body: 'Hello, I am Alex.' });
    await customer.next(fromSender('agent'));

    // Sam sees Alex owns it; a message from Sam does not take it over, only an explicit take-over does.
    await sam.next(listed(id, (c) => c.ownerName === 'Alex Agent'));
    sam.send({ type: 'take', conversationId: id, takeOver: false });
    const samId = (await sam.staff.get('/me')).json().staff.id as number;
    expect((await alex.staff.get('/chats/agents')).statusCode).toBe(200);
    const stillAlex = (await t.db.select().from(chatConversations).where(eq(chatConversations.id, id)))[0]!;
    expect(stillAlex.staffId).not.toBe(samId);
    // Nor can Sam reply to, pass on or end Alex's chat without taking it over: each is refused, nothing changes.
    for (const action of [
      { type: 'message', conversationId: id, body: 'Sam butting in.' },
      { type: 'transfer', conversationId: id, to: null },
      { type: 'close', conversationId: id },
    ]) {
      sam.send(action);
      expect(await sam.next(isType('refused'))).toMatchObject({ message: OWNED_BY_ANOTHER });
    }
    const untouched = (await t.db.select().from(chatConversations).where(eq(chatConversations.id, id)))[0]!;
    expect(untouched).toMatchObject({ status: 'open', staffId: stillAlex.staffId });
    const said = await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, id));
    expect(said.map((message) => message.body)).not.toContain('Sam butting in.');

    alex.send({ type: 'transfer', conversationId: id, to: samId });
    await sam.next(listed(id, (c) => c.ownerName === 'Sam Supervisor' && c.status === 'open'));
    expect((await customer.next(fromSender('system'))).message).toMatchObject({
      body: 'Alex Agent transferred the chat to Sam Supervisor.',
    });
    sam.send({ type: 'message', conversationId: id, body: 'Sam here, carrying on.' });
    expect((await customer.next(fromSender('agent'))).message).toMatchObject({
      senderName: 'Sam Supervisor',
    });

    sam.send({ type: 'transfer', conversationId: id, to: null });
    expect((await customer.next(fromSender('system'))).message).toMatchObject({
      body: 'Sam Supervisor passed the chat to the next free agent.',
    });
    alex.inbox.length = 0;
    expect(await customer.next((data) => data.type === 'status' && data.status === 'waiting')).toMatchObject({
      position: 1,
    });

    sam.inbox.length = 0;
    alex.send({ type: 'take', conversationId: id });
    await sam.next(listed(id, (c) => c.ownerName === 'Alex Agent'));
    sam.send({ type: 'take', conversationId: id, takeOver: true });
    await alex.next(listed(id, (c) => c.ownerName === 'Sam Supervisor'));
    const actions = async () =>
      (
        await t.db
          .select()
          .from(staffAudit)
          .where(eq(staffAudit.subject, `chat ${id}`))
      )
        .map((entry) => entry.action)
        .sort();
    await expect
      .poll(actions)
      .toEqual(['Chat taken', 'Chat taken over', 'Chat transferred', 'Chat transferred']);
    for (const socket of [alex, sam, customer]) socket.socket.terminate();
  });
});
