import { IDEMPOTENCY_HEADER } from '@portal/domain/api/save';
import { ERROR_CODES } from '@portal/domain/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database.ts';
import { seedDemoData } from '../../db/seed.ts';
import { seedDemoStaff } from '../../ops/staffAccounts.ts';
import {
  agentSocket,
  bodies,
  customerSocket,
  DEMO_AGENTS,
  isType,
  openConversation,
} from '../chatTestSockets.ts';
import { skipWithout } from '../skipWithout.ts';
import { staffClient } from '../staffTestClient.ts';
import { covAnswers } from '../testAnswers.ts';
import { startSession } from '../testApp.ts';
import { FAULT_NOW, type FaultInstance, faultApp, until, withinSeconds } from './faultApp.ts';
import { ownPostgres, POSTGRES_BINARIES_AVAILABLE, SKIP_WITHOUT_POSTGRES_BINARIES } from './ownPostgres.ts';

/**
 * Two instances on a Postgres server of the test's own, chat carried between them by
 * LISTEN/NOTIFY, and the server really stopped (a fast shutdown: every connection ended, new ones
 * refused) and started again, as a restart or a failover does, with chat and a save in flight.
 */
describe.skipIf(skipWithout(POSTGRES_BINARIES_AVAILABLE, SKIP_WITHOUT_POSTGRES_BINARIES))(
  'two instances across a real Postgres restart',
  () => {
    let server: Awaited<ReturnType<typeof ownPostgres>>;
    let url: string;
    let one: FaultInstance;
    let two: FaultInstance;
    beforeAll(async () => {
      server = await ownPostgres();
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      await admin.query('CREATE DATABASE portal');
      await admin.end();
      url = server.url.replace(/\/postgres$/, '/portal');
      const open = async (): Promise<FaultInstance> => {
        const database = await createDatabase({ databaseUrl: url, dataDir: 'memory://' });
        const config = { DATABASE_URL: url, WEBCHAT_HOURS: 'always' } as const;
        return { database, app: await faultApp(database, config) };
      };
      one = await open();
      await seedDemoData(one.database.db, FAULT_NOW);
      await seedDemoStaff(one.database.db, FAULT_NOW);
      two = await open();
    });
    afterAll(async () => {
      for (const instance of [one, two]) {
        await instance?.app.close();
        await instance?.database.close();
      }
      await server?.remove();
    });

    const health = async (instance: FaultInstance) =>
      (await instance.app.inject({ url: '/health' })).statusCode;
    const both = (status: number) => async () =>
      (await health(one)) === status && (await health(two)) === status;
    /** Read outside both instances' pools, on a connection of its own. */
    const count = async (statement: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return Number((await client.query(statement)).rows[0].n);
      } finally {
        await client.end();
      }
    };

    it('delivers what was said during the outage once, /health says so meanwhile, and a save waits for it', async () => {
      const agent = await agentSocket(two.app);
      const opened = await openConversation(one.app);
      expect(opened.statusCode, opened.body).toBe(200);
      const customer = await customerSocket(one.app, opened.json().token);
      await customer.next(isType('history'));
      const conversationId = await count('select max(id)::int as n from chat_conversations');
      const agentSays = (body: string) => agent.send({ type: 'message', conversationId, body });
      const customerSays = (body: string) => customer.send({ type: 'message', body });

      customerSays('My car was stolen');
      await until(() => bodies(agent.inbox).includes('My car was stolen'), 'customer to agent before');
      agentSays('Sorry to hear that');
      await until(() => bodies(customer.inbox).includes('Sorry to hear that'), 'agent to customer before');
      // The customer's portal session, and a save as the review page sends it (its key kept across retries).
      const session = await startSession(one.app);
      const key = 'restart-save-key-0123456789abcdef';
      const save = () =>
        withinSeconds(
          20,
          one.app.inject({
            method: 'POST',
            url: '/mta-api/mta/cov/save',
            headers: { 'x-auth-token': session, [IDEMPOTENCY_HEADER]: key },
            payload: {
              brand: 'DIRECTLINE',
              product: 'PCW',
              answers: covAnswers({ make: 'BMW', model: 'RESTART', yearOfManufacture: '2024' }),
            },
          }),
          'a save during the outage',
        );
      const requestsBefore = await count('select count(*)::int as n from requests');
      const staff = staffClient(two.app);
      expect((await staff.signIn(...DEMO_AGENTS.alex)).statusCode).toBe(200);

      await server.stop();
      await until(both(503), '/health 503 on both');
      expect((await one.app.inject({ url: '/health' })).json()).toMatchObject({
        status: 'degraded',
        checks: { database: 'down' },
      });
      // Both sides talk on: each instance holds what it was sent until the database is back, when
      // both store at once (ids taken on one instance, commits landing on the other, interleaved).
      for (const n of [1, 2, 3]) {
        customerSays(`Said while the database was down ${n}`);
        agentSays(`Answered while the database was down ${n}`);
      }
      // A save meets the outage: a clear, retryable refusal (not a bare 500), and nothing kept.
      const refused = await save();
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json()).toEqual({
        errorCode: 'CONNECTION_ERROR',
        message: ERROR_CODES.CONNECTION_ERROR,
      });
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await health(two)).toBe(503);
      // The console too: a moment's wait to retry, not "Something went wrong".
      const onConsole = await staff.get('/me');
      expect(onConsole.statusCode, onConsole.body).toBe(503);
      expect(onConsole.json().errorCode).toBe('CONNECTION_ERROR');

      await server.start();
      await until(both(200), '/health 200 on both');
      expect(await count('select count(*)::int as n from requests')).toBe(requestsBefore);
      const duringOutage = [1, 2, 3].flatMap((n) => [
        `Said while the database was down ${n}`,
        `Answered while the database was down ${n}`,
      ]);
      await until(
        () =>
          duringOutage.every((body) => bodies(customer.inbox).includes(body)) &&
          duringOutage.every((body) => bodies(agent.inbox).includes(body)),
        'what was said during the outage, delivered after it to both sides',
      );
      customerSays('Thank you');
      agentSays('Said after the restart');
      await until(
        () =>
          bodies(customer.inbox).includes('Said after the restart') &&
          bodies(agent.inbox).includes('Thank you'),
        'chat after the restart',
      );
      // The browser's retry of the same save now lands, once.
      const saved = await save();
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await count('select count(*)::int as n from requests')).toBe(requestsBefore + 1);

      // A last word from each side behind everything above: a late duplicate of anything said
      // before would be delivered before them. Then count, rather than after a guessed pause.
      customerSays('Last word from the customer');
      agentSays('Last word from the agent');
      await until(
        () =>
          ['Last word from the customer', 'Last word from the agent'].every(
            (body) => bodies(customer.inbox).includes(body) && bodies(agent.inbox).includes(body),
          ),
        'the last words',
      );
      const said = [
        'My car was stolen',
        'Sorry to hear that',
        ...duringOutage,
        'Thank you',
        'Said after the restart',
        'Last word from the customer',
        'Last word from the agent',
      ];
      // Both sides hear every message (the customer its own words echoed), each exactly once.
      expect(bodies(customer.inbox).sort()).toEqual([...said].sort());
      expect(bodies(agent.inbox).sort()).toEqual([...said].sort());
      expect(
        await count(
          `select count(*)::int as n from chat_messages where conversation_id = ${conversationId} and sender <> 'system'`,
        ),
      ).toBe(said.length);
    });
  },
);
