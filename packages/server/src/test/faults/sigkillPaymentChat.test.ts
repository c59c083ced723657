import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../db/database.ts';
import { seedDemoStaff } from '../../ops/staffAccounts.ts';
import { agentSocket, customerSocket, type Frame, isType } from '../chatTestSockets.ts';
import { SECURE_FORM_CARD, securePaymentCalls } from '../secureFormTestSupport.ts';
import { skipWithout } from '../skipWithout.ts';
import { startSession, type TestApp } from '../testApp.ts';
import { untilFound } from '../until.ts';
import { faultApp } from './faultApp.ts';
import {
  createScratchDatabase,
  postgresServerUrl,
  queryAside,
  type ScratchDatabase,
  SKIP_WITHOUT_POSTGRES,
} from './scratchDatabase.ts';
import { freePort, type ServerProcess, startServerProcess } from './serverProcess.ts';

// Tuesday 10 March 2026, 22:40 in London: secure payment and web chat are open until 23:00. Both
// instances' clocks start there and run on in real time (the child's by clockedServer.ts).
const START = new Date('2026-03-10T22:40:00Z').getTime();
const startedAt = Date.now();
const now = () => new Date(START + (Date.now() - startedAt));

type Control = { id: number; control?: { type: string; url?: string } };
const controlOf = (frame: Frame) => (frame.type === 'message' ? (frame.message as Control) : undefined);

/** The customer's page socket on the child process, over a real TCP connection. */
async function socketTo(origin: string, token: string) {
  const inbox: Frame[] = [];
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/chat-api/ws`);
  socket.on('message', (raw) => inbox.push(JSON.parse(String(raw))));
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'hello', token }));
  return { inbox, closed };
}

/** The first value `found` gives, however long a loaded machine takes; `what` names it for the reader. */
const until = <T>(found: () => T | undefined, _what: string): Promise<T> => untilFound(found);

/**
 * The instance holding a customer's payment chat is killed with SIGKILL (no shutdown hook, its
 * sockets and requests die with it) just after the customer's card was taken through it. The
 * customer's page reconnects to the other instance: the chat goes on where it was, the payment
 * stands, and nothing the customer or agent does next can take the money twice.
 */
describe.skipIf(skipWithout(postgresServerUrl, SKIP_WITHOUT_POSTGRES))(
  'a payment chat whose instance is killed with SIGKILL',
  () => {
    let scratch: ScratchDatabase;
    let database: Database;
    let two: FastifyInstance;
    let one: ServerProcess | undefined;
    beforeAll(async () => {
      scratch = await createScratchDatabase(now());
      database = await scratch.open();
      await seedDemoStaff(database.db, now());
      two = await faultApp(database, { DATABASE_URL: scratch.url, WEBCHAT_HOURS: 'always' }, now);
      one = await startServerProcess(scratch.url, await freePort(), {
        entry: 'packages/server/src/test/faults/clockedServer.ts',
        env: { FAULT_CLOCK_START: new Date(START).toISOString(), WEBCHAT_HOURS: 'always', BOT_CHECK: 'off' },
      });
    });
    afterAll(async () => {
      await one?.kill();
      await two?.close();
      await database?.close();
      await scratch?.drop();
    });

    it('goes on on the other instance with its state intact, and charges once', async () => {
      const viaTwo = securePaymentCalls(
        () => ({ app: two, db: database.db, clock: { now } }) as unknown as TestApp,
        () => saver,
      );
      const saver = await startSession(two);
      const agent = await agentSocket(two);
      const quote = await viaTwo.proceededQuote();
      const opened = await viaTwo.api(saver, 'webchat/payment', { uuid: quote.uuid }, quote.token);
      expect(opened.statusCode, opened.body).toBe(200);
      const token = opened.json().token as string;
      const chatId = (
        await queryAside<{ id: number }>(scratch.url, 'select max(id)::int as id from chat_conversations')
      )[0]!.id;

      // The customer's page is on the child; the agent, on two, sends the secure card form across.
      const customer = await socketTo(one!.origin, token);
      await until(() => customer.inbox.find(isType('history')), 'history on the child');
      expect((await agent.staff.post(`/chats/${chatId}/payment/secure-form`)).statusCode).toBe(200);
      const form = await until(
        () => customer.inbox.map(controlOf).find((message) => message?.control?.type === 'secure-form'),
        'the secure form, crossed to the child',
      );
      const formUrl = new URL(form.control!.url!, one!.origin);
      const card = { ...SECURE_FORM_CARD, cardNumber: '4111 1111 1111 1111' };

      // The card is taken through the child, which is killed the moment it has answered.
      const paid = await fetch(formUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(card).toString(),
      });
      expect(await paid.text()).toContain('Payment taken');
      await one!.kill();
      expect(await customer.closed).toBe(1006);

      // The quote is paid, once, whatever the dead instance had not finished.
      expect(await viaTwo.statusOf(quote.uuid)).toBe('PAYMENT_CONFIRMED');
      // The customer was told as the money was taken, so the agent, on two, has nothing left to
      // send; the page reconnects there, naming the last message it had.
      expect((await agent.staff.post(`/chats/${chatId}/payment/taken`)).statusCode).toBe(409);
      const back = await customerSocket(two, token, form.id);
      const history = await back.next(isType('history'));
      expect(history.resumed).toBe(true);
      const types = () =>
        [...(history.messages as Control[]), ...back.inbox.map(controlOf)].map((m) => m?.control?.type);
      await until(() => (types().includes('payment-success') ? true : undefined), 'the outcome');
      expect(types().filter((type) => type === 'payment-success')).toHaveLength(1);
      // The history before the kill is all there: the form the agent sent is the message it resumed from.
      const whole = await customerSocket(two, token);
      const all = (await whole.next(isType('history'))).messages as Control[];
      expect(all.filter((message) => message.control?.type === 'secure-form').map((m) => m.id)).toEqual([
        form.id,
      ]);

      // No second charge: the form sent again (a reload, a back button) and the agent's button pressed again.
      const again = await viaTwo.form(formUrl.pathname, card);
      // The form answers what it settled, and takes nothing more.
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('Payment taken');
      await agent.staff.post(`/chats/${chatId}/payment/taken`);
      const charges = await queryAside<{ n: number }>(
        scratch.url,
        'select count(*)::int as n from sandbox_payments where reference = $1',
        [quote.uuid],
      );
      expect(charges[0]?.n).toBe(1);
      const confirmations = await queryAside<{ n: number }>(
        scratch.url,
        "select count(*)::int as n from quote_events where event = 'confirmPayment'",
      );
      expect(confirmations[0]?.n).toBe(1);
    });
  },
);
