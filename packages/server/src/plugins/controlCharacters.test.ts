import { demoYourDetails } from '@portal/demo-data/answers';
import { DEMO_POLICIES } from '@portal/demo-data/policies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSocket } from '../test/chatTestSockets.ts';
import { staffClient } from '../test/staffTestClient.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';
import { until } from '../test/until.ts';
import { multipartSave, pdf } from '../test/uploadParts.ts';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterAt } from './controlCharacters.ts';

const policy = DEMO_POLICIES.find((entry) => entry.brand === 'DIRECTLINE' && entry.product === 'MOTOR')!;

describe.each(TEST_DATABASES)('control characters refused at the edge on %s', (kind) => {
  let t: TestApp;
  // Tuesday 10 March 2026, 22:30 in London: Direct Line's web chat is open.
  const clock = testClock('2026-03-10T22:30:00Z');
  // Chat is offered only while an agent is present: one stays signed in to the console's socket.
  let agent: Awaited<ReturnType<typeof agentSocket>>;
  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
    agent = await agentSocket(t.app);
  });
  afterAll(async () => {
    agent.socket.terminate();
    await t.close();
  });

  const expectRefused = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: [{ field: expect.any(String), message: CONTROL_CHARACTER_MESSAGE }],
    });
  };

  it('answers a NUL in a chat name with a 400, and opens nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/chat-api/conversations',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ topic: 'triage', name: 'Amelia\u0000Hart' }),
    });
    expectRefused(response);
  });

  it('answers a NUL in a sign-in email and in a queue filter with a 400', async () => {
    const staff = staffClient(t.app);
    expectRefused(await staff.signIn('agent@portal.example\u0000', 'agent-demo-password'));
    expect((await staff.signIn('agent@portal.example', 'agent-demo-password')).statusCode).toBe(200);
    const queue = await staff.get('/queue?policyNumber=1%00');
    expectRefused(queue);
    expect((queue.json() as { fields: { field: string }[] }).fields[0]?.field).toBe('query.policyNumber');
    expect((await staff.get('/queue?policyNumber=1')).statusCode).toBe(200);
  });

  it("answers a NUL in a save's answers, after identity would match, with a 400 and stores nothing", async () => {
    const token = await initialise(t.app);
    const answers = {
      ...demoYourDetails(policy.policyNumber),
      policyNumber: policy.policyNumber,
      title: 'Ms',
      newFirstName: 'Amelia',
      newLastName: 'Stone',
      reason: 'Marriage',
      email: 'amelia\u0000@example.com',
      'policyHolder.email': `${policy.holder.email}\u0000`,
    };
    const requests = async () =>
      Number(
        (
          (await t.db.execute('select count(*)::int as n from requests')) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n,
      );
    const before = await requests();
    const response = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/con/save',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ brand: 'DIRECTLINE', product: 'MOTOR', answers }),
    });
    expectRefused(response);
    expect(await requests()).toBe(before);
  });

  it("answers a NUL in a multipart save's file metadata (read beside the body, not in it) with a 400", async () => {
    const body = await multipartSave([{ name: 'licence.pdf', bytes: pdf(2000) }]);
    // The document type the file metadata gives is the one stored with the file.
    const payload = body.payload
      .toString('latin1')
      .replace(
        '"documentTypes":[{"documentType":"DRIVING_LICENCE"',
        '"documentTypes":[{"documentType":"LICENCE\\u0000"',
      );
    expect(payload).toContain('LICENCE\\u0000');
    const response = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/docupl/save',
      headers: { 'x-auth-token': await initialise(t.app), 'content-type': body.contentType },
      payload: Buffer.from(payload, 'latin1'),
    });
    expectRefused(response);
    expect((response.json() as { fields: { field: string }[] }).fields[0]?.field).toBe('fileMetadata');
  });

  it('refuses other control characters but keeps tabs and new lines', async () => {
    for (const name of ['a\u0007b', 'a\u001bb', 'a\u007fb']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/chat-api/conversations',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ topic: 'triage', name }),
      });
      expectRefused(response);
    }
    const kept = await t.app.inject({
      method: 'POST',
      url: '/chat-api/conversations',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ topic: 'triage', name: 'Amelia\tHart' }),
    });
    expect(kept.statusCode).toBe(200);
  });

  it('drops a socket frame holding a NUL and keeps the conversation working', async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/chat-api/conversations',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ topic: 'triage', name: 'Amelia Hart' }),
    });
    const inbox: { type: string; message?: { body: string } }[] = [];
    const socket = await t.app.injectWS(
      '/chat-api/ws',
      {},
      { onInit: (ws) => ws.on('message', (raw) => inbox.push(JSON.parse(String(raw)))) },
    );
    socket.send(JSON.stringify({ type: 'hello', token: opened.json().token }));
    await until(() => inbox.some((event) => event.type === 'history'));
    socket.send(JSON.stringify({ type: 'message', body: 'bad\u0000byte' }));
    socket.send(JSON.stringify({ type: 'message', body: 'Hello there' }));
    // A last word behind them on the same socket: had the NUL frame been taken, it would have come
    // back before this. Then read, rather than after a guessed pause.
    socket.send(JSON.stringify({ type: 'message', body: 'Last word' }));
    await until(() => inbox.some((event) => event.message?.body === 'Last word'));
    expect(inbox.filter((event) => event.type === 'message').map((event) => event.message?.body)).toEqual([
      'Hello there',
      'Last word',
    ]);
    socket.terminate();
  });
});

describe('finding a control character', () => {
  it('names where it sits, in values and keys, and passes clean values', () => {
    expect(controlCharacterAt({ a: [{ b: 'x\u0000' }] }, 'body')).toBe('body.a.0.b');
    expect(controlCharacterAt({ 'k\u0001': 'v' }, 'body')).toBe('body');
    expect(controlCharacterAt({ a: 'line\nbreak\ttab\r' })).toBeUndefined();
    expect(controlCharacterAt(undefined)).toBeUndefined();
    expect(controlCharacterAt('\u0000')).toBe('value');
  });
});
