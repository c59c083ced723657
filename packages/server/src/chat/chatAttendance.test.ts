import { PENDING_REASON } from '@portal/domain/chat/chatLifecycle';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversations } from '../db/schema/ops.ts';
import { agentSocket, customerSocket, type Frame, isType } from '../test/chatTestSockets.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

type Listed = {
  id: number;
  status: string;
  policyNumber: string | null;
  policyFrom: string | null;
  registration: string | null;
  snoozedUntil: string | null;
};
const listed = (id: number, wanted: (chat: Listed) => boolean) => (data: Frame) =>
  data.type === 'conversations' && (data.conversations as Listed[]).some((c) => c.id === id && wanted(c));
const statusOf = (status: string) => (data: Frame) => data.type === 'status' && data.status === status;

/**
 * A chat is where its customer is: with no connection a customer is not waiting (nor ahead of
 * the next), a triage chat carries the policy the registration found, and a transfer is news to
 * the agent it went to only.
 */
describe.each(TEST_DATABASES)('who is waiting, and what the agent is told, on %s', (kind) => {
  let t: TestApp;
  const clock = testClock('2026-03-10T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ kind, clock, env: { WEBCHAT_HOURS: 'always' } });
  });
  afterAll(async () => t.close());

  const open = async (body: Record<string, unknown>) => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/chat-api/conversations',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ topic: 'triage', page: '/com/request/triage', ...body }),
    });
    expect(opened.statusCode).toBe(200);
    const token = opened.json().token as string;
    const rows = await t.db.select().from(chatConversations);
    return { token, id: Math.max(...rows.map((row) => row.id)) };
  };
  const row = async (id: number) =>
    (await t.db.select().from(chatConversations).where(eq(chatConversations.id, id)))[0]!;

  it('takes a customer whose connection closed out of the queue at once, and puts them back in their place on return', async () => {
    const alex = await agentSocket(t.app, 'alex');
    const first = await open({ name: 'Ava' });
    const second = await open({ name: 'Ben' });
    const ava = await customerSocket(t.app, first.token);
    const ben = await customerSocket(t.app, second.token);
    expect(await ben.next(statusOf('waiting'))).toMatchObject({ position: 2 });

    ava.socket.terminate();
    // Ben is next as soon as Ava's page has gone: no sweep, no clock moved.
    expect(await ben.next(statusOf('waiting'))).toMatchObject({ position: 1 });
    await alex.next(listed(first.id, (c) => c.status === 'pending'));
    expect(await row(first.id)).toMatchObject({ status: 'pending', statusReason: PENDING_REASON });

    const back = await customerSocket(t.app, first.token);
    // Her place was kept: she opened first.
    expect(await back.next(statusOf('waiting'))).toMatchObject({ position: 1 });
    expect(await ben.next(statusOf('waiting'))).toMatchObject({ position: 2 });
    for (const socket of [alex, back, ben]) socket.socket.terminate();
  });

  it('tells a waiting customer their expected wait as well as their place', async () => {
    const alex = await agentSocket(t.app, 'alex');
    const { token } = await open({ name: 'Cara' });
    const cara = await customerSocket(t.app, token);
    const status = await cara.next(statusOf('waiting'));
    expect(status.expectedWaitMinutes).toEqual(expect.any(Number));
    expect(status.expectedWaitMinutes).toBeGreaterThanOrEqual(1);
    cara.socket.terminate();
    alex.socket.terminate();
  });

  it("names the policy triage found by the customer's registration, as told rather than verified", async () => {
    const alex = await agentSocket(t.app, 'alex');
    const { id } = await open({ name: 'Arthur', registration: 'lr70 hgd' });
    const frame = await alex.next(listed(id, () => true));
    expect((frame.conversations as Listed[]).find((c) => c.id === id)).toMatchObject({
      policyNumber: '10000004',
      policyFrom: 'registration',
      registration: 'LR70HGD',
    });
    const context = (await alex.staff.get(`/chats/${id}/context`)).json();
    expect(context.policy).toMatchObject({ policyNumber: '10000004', from: 'registration' });
    // A registration no policy of this brand insures is kept, but names no policy.
    const unknown = await open({ name: 'Zed', registration: 'AB12CDE' });
    expect(await row(unknown.id)).toMatchObject({ registration: 'AB12CDE', policyId: null });
    // Something that is not a registration at all is refused, not stored.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/chat-api/conversations',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ topic: 'triage', registration: 'not a plate!' }),
    });
    expect(bad.statusCode).toBe(400);
    alex.socket.terminate();
  });

  it('tells only the receiving agent of a transfer, and nobody of a chat passed to the queue', async () => {
    const alex = await agentSocket(t.app, 'alex');
    const sam = await agentSocket(t.app, 'sam');
    const samId = (await sam.staff.get('/me')).json().staff.id as number;
    const { id, token } = await open({ name: 'Dana' });
    const dana = await customerSocket(t.app, token);
    alex.send({ type: 'take', conversationId: id });
    await alex.next(listed(id, (c) => c.status === 'open'));
    alex.send({ type: 'transfer', conversationId: id, to: samId });
    expect(await sam.next(isType('transferred'))).toEqual({
      type: 'transferred',
      conversationId: id,
      from: 'Alex Agent',
    });
    sam.send({ type: 'transfer', conversationId: id, to: null });
    await alex.next(listed(id, (c) => c.status === 'waiting'));
    await sam.next(listed(id, (c) => c.status === 'waiting'));
    expect([...alex.inbox, ...sam.inbox].filter(isType('transferred'))).toEqual([]);
    for (const socket of [alex, sam, dana]) socket.socket.terminate();
  });

  it("snoozes a chat until a time, and the customer's next message wakes it", async () => {
    const alex = await agentSocket(t.app, 'alex');
    const { id, token } = await open({ name: 'Eve' });
    const eve = await customerSocket(t.app, token);
    await eve.next(isType('history'));
    alex.send({ type: 'take', conversationId: id });
    alex.send({ type: 'snooze', conversationId: id, until: '2026-03-10T13:00:00.000Z' });
    await alex.next(listed(id, (c) => c.snoozedUntil === '2026-03-10T13:00:00.000Z'));
    eve.send({ type: 'message', body: 'Are you still there?' });
    await alex.next(listed(id, (c) => c.snoozedUntil === null));
    alex.send({ type: 'snooze', conversationId: id, until: 'tomorrow' });
    expect(await alex.next(isType('error'))).toMatchObject({ message: expect.stringContaining('until') });
    eve.socket.terminate();
    alex.socket.terminate();
  });
});
