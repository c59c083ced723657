import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStaff } from '../../ops/staffAccounts.ts';
import { agentSocket, customerSocket, type Frame, isType } from '../chatTestSockets.ts';
import { SECURE_FORM_CARD, securePaymentCalls } from '../secureFormTestSupport.ts';
import { skipWithout } from '../skipWithout.ts';
import type { TestApp } from '../testApp.ts';
import { startSession } from '../testApp.ts';
import { testClock } from '../testClock.ts';
import { type FaultInstance, faultApp } from './faultApp.ts';
import {
  createScratchDatabase,
  postgresServerUrl,
  type ScratchDatabase,
  SKIP_WITHOUT_POSTGRES,
} from './scratchDatabase.ts';

const controlOf = (frame: Frame) =>
  frame.type === 'message'
    ? (frame.message as { id: number; control?: { type: string; url?: string } })
    : undefined;

/**
 * An instance dies mid-payment-chat: two instances on one Postgres (chat carried by LISTEN/NOTIFY),
 * the customer's socket on the one that is closed. The customer reconnects to the other, and the
 * payment's outcome, settled while they were away, still reaches them.
 */
describe.skipIf(skipWithout(postgresServerUrl, SKIP_WITHOUT_POSTGRES))(
  'a payment chat whose instance dies',
  () => {
    // Tuesday 10 March 2026, 22:40 in London: secure payment and web chat are open until 23:00.
    const clock = testClock('2026-03-10T22:40:00Z');
    let scratch: ScratchDatabase;
    let one: FaultInstance;
    let two: FaultInstance;
    beforeAll(async () => {
      scratch = await createScratchDatabase(clock.now());
      const open = async (): Promise<FaultInstance> => {
        const database = await scratch.open();
        return { database, app: await faultApp(database, { DATABASE_URL: scratch.url }, clock.now) };
      };
      [one, two] = await Promise.all([open(), open()]);
      await seedDemoStaff(one.database.db, clock.now());
    });
    afterAll(async () => {
      for (const instance of [one, two]) {
        await instance?.app.close();
        await instance?.database.close();
      }
      await scratch?.drop();
    });

    it('reaches the customer on the other instance once they reconnect', async () => {
      const on = (instance: FaultInstance) =>
        ({ app: instance.app, db: instance.database.db, clock }) as unknown as TestApp;
      const saver = await startSession(one.app);
      const viaOne = securePaymentCalls(
        () => on(one),
        () => saver,
      );
      const viaTwo = securePaymentCalls(
        () => on(two),
        () => saver,
      );

      const agent = await agentSocket(two.app);
      const quote = await viaOne.proceededQuote();
      const opened = await viaOne.api(saver, 'webchat/payment', { uuid: quote.uuid }, quote.token);
      expect(opened.statusCode, opened.body).toBe(200);
      const token = opened.json().token as string;
      const customer = await customerSocket(one.app, token);
      await customer.next(isType('history'));
      const chatId = (
        (await one.database.db.execute('select max(id)::int as id from chat_conversations')) as unknown as {
          rows: { id: number }[];
        }
      ).rows[0]!.id;
      await agent.next((frame) => frame.type === 'conversations');

      // The agent, on instance two, sends the secure card form; it crosses to the customer on one.
      expect((await agent.staff.post(`/chats/${chatId}/payment/secure-form`)).statusCode).toBe(200);
      const formMessage = controlOf(
        await customer.next((frame) => controlOf(frame)?.control?.type === 'secure-form'),
      )!;

      // FaultInstance one goes away with the customer's socket.
      await one.app.close();
      expect(await customer.closed()).toBeGreaterThan(0);

      // Meanwhile the customer's card is taken (the form posts reach whichever instance is left):
      // the customer is told at once, so the agent has nothing left to confirm.
      const paid = await viaTwo.form(formMessage.control!.url!, {
        ...SECURE_FORM_CARD,
        cardNumber: '4111 1111 1111 1111',
      });
      expect(paid.body).toContain('Payment taken');
      expect((await agent.staff.post(`/chats/${chatId}/payment/taken`)).statusCode).toBe(409);
      expect(await viaTwo.statusOf(quote.uuid)).toBe('PAYMENT_CONFIRMED');

      // The page reconnects, to instance two, naming the last message it had: the outcome is there.
      const back = await customerSocket(two.app, token, formMessage.id);
      const history = await back.next(isType('history'));
      expect(history.resumed).toBe(true);
      const outcomes = (history.messages as { control?: { type: string } }[]).map(
        (message) => message.control?.type,
      );
      expect(outcomes).toContain('payment-success');
      expect(outcomes.filter((type) => type === 'payment-success')).toHaveLength(1);
    });
  },
);
