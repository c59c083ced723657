import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { staffAccounts } from '../db/schema/ops.ts';
import { quotes } from '../db/schema/quotes.ts';
import { requests as requestRows } from '../db/schema/requests.ts';
import { securePaymentCalls } from '../test/secureFormTestSupport.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';
import { until } from '../test/until.ts';
import { memoryChatBus } from './chatBus.ts';
import { createChatHub } from './chatHub.ts';
import { createChatService } from './chatService.ts';

/** A socket as the hub uses one: what it is sent is kept, parsed. */
function fakeSocket() {
  const inbox: Record<string, unknown>[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    send: (data: string) => inbox.push(JSON.parse(data)),
    on: () => socket,
  };
  return { socket: socket as unknown as WebSocket, inbox };
}

/**
 * Two instances (two hubs, one database, one bus). "X is typing" reaches the
 * other side whichever instance holds it, and the agents' list carries a payment chat's context.
 */
describe.each(TEST_DATABASES)('chat across two instances on %s', (kind) => {
  let t: TestApp;
  let session: string;
  // Tuesday 10 March 2026, 22:40 in London: secure payment is open.
  const clock = testClock('2026-03-10T22:40:00Z');
  const bus = memoryChatBus();
  let a: ReturnType<typeof createChatHub>;
  let b: ReturnType<typeof createChatHub>;
  let chat: ReturnType<typeof createChatService>;
  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
    session = await initialise(t.app);
    chat = createChatService(t.db, bus, clock.now, 'always');
    a = createChatHub(chat, bus);
    b = createChatHub(createChatService(t.db, bus, clock.now, 'always'), bus);
  });
  afterAll(async () => {
    a.close();
    b.close();
    await t.close();
  });
  const { proceededQuote } = securePaymentCalls(
    () => t,
    () => session,
  );

  it('carries typing both ways between a customer on one instance and an agent on the other', async () => {
    const [staff] = await t.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, 'agent@portal.example'));
    const { conversationId } = await chat.open({ brand: 'DIRECTLINE', topic: 'triage', customerName: 'Ava' });
    const customer = fakeSocket();
    const agent = fakeSocket();
    a.addCustomer(conversationId, customer.socket);
    await b.addAgent(agent.socket, staff!.id);

    await a.typing(conversationId, 'customer');
    await until(() => agent.inbox.some((m) => m.type === 'typing' && m.conversationId === conversationId));
    await b.typing(conversationId, { name: 'Alex Agent' });
    await until(() => customer.inbox.some((m) => m.type === 'typing' && m.name === 'Alex Agent'));
    // Each side hears the other only, never its own typing.
    expect(customer.inbox.filter((m) => m.type === 'typing')).toEqual([
      { type: 'typing', name: 'Alex Agent' },
    ]);
    expect(agent.inbox.filter((m) => m.type === 'typing')).toEqual([
      { type: 'typing', conversationId, name: 'customer' },
    ]);
  });

  it("lists a payment chat with its quote's policy and request, and a public chat with neither", async () => {
    const { uuid } = await proceededQuote();
    const [quote] = await t.db
      .select({ id: quotes.id, reference: requestRows.reference })
      .from(quotes)
      .innerJoin(requestRows, eq(requestRows.id, quotes.requestId))
      .where(eq(quotes.uuid, uuid));
    const paid = await chat.open({
      brand: 'DIRECTLINE',
      topic: 'payment',
      customerName: 'Amelia Hart',
      pagePath: '/cov/accept/payment',
      payment: { quoteId: quote!.id, verified: true },
    });
    const list = await b.liveList();
    expect(list.find((entry) => entry.id === paid.conversationId)).toMatchObject({
      brand: 'DIRECTLINE',
      pagePath: '/cov/accept/payment',
      policyNumber: '10000001',
      requestReference: quote!.reference,
    });
    expect(list.find((entry) => entry.topic === 'triage')).toMatchObject({
      policyNumber: null,
      requestReference: null,
    });
  });
});
