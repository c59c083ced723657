import { CHAT_LIFECYCLE, RESOLVED_REASONS } from '@portal/domain/chat/chatLifecycle';
import { LEFT_MESSAGE_KIND } from '@portal/domain/requests/leftMessage';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversations } from '../db/schema/ops.ts';
import { DEMO_AGENTS, openConversation } from '../test/chatTestSockets.ts';
import { type ChatWithAgent, startChatWithAgent } from '../test/chatWithAgent.ts';
import { outboxEmails } from '../test/outboxTestSupport.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

interface QueueRow {
  reference: string;
  form: string;
  brand: string;
  customer: string;
  preview: string | null;
  status: string;
  promise: { hours: number; dueAt: string; overdue: boolean } | null;
}

/** A message left when no agent came is a piece of work in the queue, answered by email. */
describe.each(TEST_DATABASES)('a message left in web chat on %s', (kind) => {
  const clock = testClock('2026-03-10T12:00:00Z');
  let t: ChatWithAgent['t'];
  let agent: ChatWithAgent['agent'];
  let other: ChatWithAgent['other'];
  let stop: ChatWithAgent['stop'];
  beforeAll(async () => {
    ({ t, agent, other, stop } = await startChatWithAgent(kind, clock));
  });
  afterAll(() => stop());

  /** The clock jumps here; the agent's instance renews their presence as it would. */
  async function open(name: string) {
    const me = (await agent.staff.get('/me')).json().staff.id as number;
    await other.presence.heartbeat([me], []);
    return (await openConversation(t.app, 'triage', name)).json().token as string;
  }

  const leave = (token: string, body = 'Please call me back about my excess') =>
    t.app.inject({
      method: 'POST',
      url: '/chat-api/leave-message',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token, email: 'ruby@example.com', body }),
    });

  it('becomes a request in the queue with its promise, the email and the message, answered by email once', async () => {
    const token = await open('Ruby Shaw');
    const left = await leave(token);
    expect(left.statusCode).toBe(200);
    const { reference, message } = left.json() as { reference: string; message: string };
    expect(message).toBe(
      `Thank you. Your message is with our team (reference ${reference}). We will reply to ruby@example.com within 24 hours.`,
    );

    // The conversation has ended with its reason; the customer is not left waiting in it.
    const [conversation] = await t.db
      .select()
      .from(chatConversations)
      .orderBy(desc(chatConversations.id))
      .limit(1);
    expect(conversation).toMatchObject({ status: 'resolved', statusReason: RESOLVED_REASONS.message });
    expect((await leave(token)).statusCode).toBe(409);

    const queue = (await agent.staff.get(`/queue?form=${LEFT_MESSAGE_KIND}`)).json().requests as QueueRow[];
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      reference,
      brand: 'DIRECTLINE',
      customer: 'Ruby Shaw <ruby@example.com>',
      preview: 'Please call me back about my excess',
      status: 'new',
      promise: { hours: 24, dueAt: '2026-03-11T12:00:00.000Z', overdue: false },
    });
    // Found by the address it came from, like any request.
    const found = (await agent.staff.get('/queue?q=ruby@example')).json().requests as QueueRow[];
    expect(found.map((row) => row.reference)).toContain(reference);

    clock.advance(25 * 3600);
    // A day later the console's session has ended: the agent signs in again.
    await agent.staff.signIn(...DEMO_AGENTS.alex);
    const late = (await agent.staff.get(`/requests/${reference}`)).json();
    expect(late).toMatchObject({ replyByEmail: true, canApply: false, promise: { overdue: true } });
    expect(late.answers[0].rows).toContainEqual({
      name: 'message',
      label: 'Message',
      value: 'Please call me back about my excess',
    });

    expect((await agent.staff.post(`/requests/${reference}/reply`, { reply: '' })).statusCode).toBe(400);
    const replied = await agent.staff.post(`/requests/${reference}/reply`, {
      reply: 'Your excess is £250. We have called you too.',
    });
    expect(replied.statusCode).toBe(200);
    const mails = await outboxEmails(t.db, 'chat-message-reply');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'ruby@example.com' });
    expect(mails[0]!.text).toContain('Your excess is £250.');
    expect(mails[0]!.text).toContain('Please call me back about my excess');
    expect((await agent.staff.get(`/requests/${reference}`)).json()).toMatchObject({
      status: 'done',
      outcome: 'replied',
    });
    // A second reply (a double click, another agent) sends nothing more.
    expect((await agent.staff.post(`/requests/${reference}/reply`, { reply: 'Again' })).statusCode).toBe(409);
    expect(await outboxEmails(t.db, 'chat-message-reply')).toHaveLength(1);
  });

  it('is never swept away as abandoned: it waits in the queue for its reply', async () => {
    const token = await open('');
    const { reference } = (await leave(token, 'Hello?')).json() as { reference: string };
    clock.advance(CHAT_LIFECYCLE.resolvedAfterSeconds * 2);
    await other.sweep();
    await agent.staff.signIn(...DEMO_AGENTS.alex);
    const row = (await agent.staff.get(`/queue?q=${reference}`)).json().requests[0] as QueueRow;
    expect(row).toMatchObject({ reference, customer: '<ruby@example.com>', status: 'new' });
  });
});
