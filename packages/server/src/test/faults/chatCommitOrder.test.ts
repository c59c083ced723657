import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { seedDemoStaff } from '../../ops/staffAccounts.ts';
import { agentSocket, bodies, customerSocket, isType, openConversation } from '../chatTestSockets.ts';
import { skipWithout } from '../skipWithout.ts';
import { FAULT_NOW, faultApp, until } from './faultApp.ts';
import {
  createScratchDatabase,
  postgresServerUrl,
  queryAside,
  type ScratchDatabase,
  SKIP_WITHOUT_POSTGRES,
} from './scratchDatabase.ts';

/**
 * Both sides of a chat write at the same moment (as they do when a database comes back and each
 * instance stores what it held). Instances push "every message newer than the last one pushed",
 * so a message must not take its id before one that commits ahead of it: here a slow transaction
 * holds the conversation while the customer and then the agent write, and both must arrive.
 */
describe.skipIf(skipWithout(postgresServerUrl, SKIP_WITHOUT_POSTGRES))(
  'messages written at once on both sides of a chat',
  () => {
    let scratch: ScratchDatabase;
    let database: Database;
    let app: FastifyInstance;
    beforeAll(async () => {
      scratch = await createScratchDatabase(FAULT_NOW);
      database = await scratch.open();
      await seedDemoStaff(database.db, FAULT_NOW);
      app = await faultApp(database, { DATABASE_URL: scratch.url, WEBCHAT_HOURS: 'always' });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await scratch?.drop();
    });

    const waitingOnLocks = async () =>
      (
        await queryAside<{ n: number }>(
          scratch.url,
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        )
      )[0]!.n;

    it('reach both sides, in the order they were stored', async () => {
      const agent = await agentSocket(app);
      const opened = await openConversation(app);
      const customer = await customerSocket(app, opened.json().token);
      await customer.next(isType('history'));
      const conversationId = (
        await queryAside<{ id: number }>(scratch.url, 'select max(id)::int as id from chat_conversations')
      )[0]!.id;
      agent.send({ type: 'message', conversationId, body: 'Hello, Alex here' });
      await until(() => bodies(customer.inbox).includes('Hello, Alex here'), 'the agent takes the chat');

      const holder = new pg.Client({ connectionString: scratch.url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select 1 from chat_conversations where id = $1 for update', [conversationId]);
        customer.send({ type: 'message', body: 'Are you there?' });
        await until(async () => (await waitingOnLocks()) === 1, 'the customer waits');
        agent.send({ type: 'message', conversationId, body: 'Yes, still here' });
        await until(async () => (await waitingOnLocks()) === 2, 'the agent waits too');
        await holder.query('commit');
      } finally {
        await holder.end();
      }

      const said = ['Hello, Alex here', 'Are you there?', 'Yes, still here'];
      await until(
        () =>
          said.every((body) => bodies(customer.inbox).includes(body)) &&
          said.every((body) => bodies(agent.inbox).includes(body)),
        'both messages on both sides',
      );
      const stored = await queryAside<{ body: string }>(
        scratch.url,
        'select body from chat_messages where conversation_id = $1 order by id',
        [conversationId],
      );
      expect(stored.map((row) => row.body)).toEqual(said);
      expect(bodies(customer.inbox)).toEqual(said);
    });
  },
);
