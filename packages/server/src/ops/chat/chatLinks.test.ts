import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversations } from '../../db/schema/ops.ts';
import { agentSocket } from '../../test/chatTestSockets.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { testClock } from '../../test/testClock.ts';
import { TEST_DATABASES } from '../../test/testDatabases.ts';

/** A chat links to the requests it touched, and a request back to its chats. */
describe.each(TEST_DATABASES)('links between chats and requests on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      kind,
      clock: testClock('2026-03-10T12:00:00Z'),
      env: { WEBCHAT_HOURS: 'always' },
    });
  });
  afterAll(async () => t.close());

  it("lists a message left from a triage chat beside the chat, and the chat on the request's way back", async () => {
    // Chat is offered only while an agent is present.
    const agent = await agentSocket(t.app);
    const { staff } = agent;
    const post = (url: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const { token } = (
      await post('/chat-api/conversations', { topic: 'triage', name: 'Arthur', registration: 'LR70HGD' })
    ).json();
    const [row] = await t.db.select().from(chatConversations);
    const left = await post('/chat-api/leave-message', {
      token,
      email: 'arthur@example.com',
      body: 'Please call me.',
    });
    expect(left.statusCode, left.body).toBe(200);
    const { reference } = left.json() as { reference: string };

    const context = (await staff.get(`/chats/${row!.id}/context`)).json();
    expect(context.policy).toMatchObject({ policyNumber: '10000004', from: 'registration' });
    expect(context.requests).toContainEqual(expect.objectContaining({ reference, link: 'left-message' }));

    const back = await staff.get(`/requests/${reference}/chats`);
    expect(back.statusCode).toBe(200);
    expect(back.json().chats).toEqual([
      expect.objectContaining({
        id: row!.id,
        customerName: 'Arthur',
        status: 'resolved',
        link: 'left-message',
      }),
    ]);
    expect((await staff.get('/requests/REQ-NOSUCH/chats')).statusCode).toBe(404);
    expect((await staff.get('/chats/999999/context')).statusCode).toBe(404);
    agent.socket.terminate();
  });
});
