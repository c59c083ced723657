import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStaff } from '../../ops/staffAccounts.ts';
import { agentSocket, bodies, customerSocket, isType, openConversation } from '../chatTestSockets.ts';
import { skipWithout } from '../skipWithout.ts';
import { FAULT_NOW, type FaultInstance, faultApp, until } from './faultApp.ts';
import {
  createScratchDatabase,
  postgresServerUrl,
  queryAside,
  type ScratchDatabase,
  SKIP_WITHOUT_POSTGRES,
} from './scratchDatabase.ts';

/**
 * Two instances on one Postgres carry chat by LISTEN/NOTIFY. The listening connections are cut
 * and the database refuses new ones for a while (what a restart does to them), so what is said
 * meanwhile cannot be heard: each instance reads it back when it listens again.
 */
describe.skipIf(skipWithout(postgresServerUrl, SKIP_WITHOUT_POSTGRES))(
  'chat between two instances across a Postgres listener outage',
  () => {
    let scratch: ScratchDatabase;
    let one: FaultInstance;
    let two: FaultInstance;
    const allowConnections = (allow: boolean) =>
      queryAside(postgresServerUrl!, `ALTER DATABASE ${scratch.name} ALLOW_CONNECTIONS ${allow}`);
    beforeAll(async () => {
      scratch = await createScratchDatabase(FAULT_NOW);
      const open = async (): Promise<FaultInstance> => {
        const database = await scratch.open();
        const config = { DATABASE_URL: scratch.url, WEBCHAT_HOURS: 'always' } as const;
        return { database, app: await faultApp(database, config) };
      };
      [one, two] = await Promise.all([open(), open()]);
      await seedDemoStaff(one.database.db, FAULT_NOW);
    });
    afterAll(async () => {
      if (scratch) await allowConnections(true).catch(() => {});
      for (const instance of [one, two]) {
        await instance?.app.close();
        await instance?.database.close();
      }
      await scratch?.drop();
    });

    const health = async (instance: FaultInstance) =>
      (await instance.app.inject({ url: '/health' })).statusCode;

    it('delivers what was said during the outage once it is over, once, and /health says so meanwhile', async () => {
      const agent = await agentSocket(two.app);
      const opened = await openConversation(one.app);
      expect(opened.statusCode, opened.body).toBe(200);
      const customer = await customerSocket(one.app, opened.json().token);
      await customer.next(isType('history'));
      const conversationId = (
        await queryAside<{ id: number }>(scratch.url, 'select max(id)::int as id from chat_conversations')
      )[0]!.id;
      const agentSays = (body: string) => agent.send({ type: 'message', conversationId, body });
      agentSays('Hello from the agent');
      await until(() => bodies(customer.inbox).includes('Hello from the agent'), 'before the outage');

      await allowConnections(false);
      const cut = await queryAside(
        postgresServerUrl!,
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'portal-chat-bus'",
        [scratch.name],
      );
      expect(cut).toHaveLength(2);
      await until(async () => (await health(one)) === 503 && (await health(two)) === 503, '/health 503');
      agentSays('Said while the listeners were down');
      await until(
        async () =>
          // On the instance's own pool: new connections are refused during the outage.
          (
            (await one.database.db.execute(
              "select 1 from chat_messages where body = 'Said while the listeners were down'",
            )) as unknown as { rows: unknown[] }
          ).rows.length === 1,
        'stored during the outage',
      );
      expect(bodies(customer.inbox)).not.toContain('Said while the listeners were down');

      await allowConnections(true);
      await until(async () => (await health(one)) === 200 && (await health(two)) === 200, '/health 200');
      await until(() => bodies(customer.inbox).includes('Said while the listeners were down'), 'read back');
      agentSays('Said after');
      await until(() => bodies(customer.inbox).includes('Said after'), 'after the outage');
      // A last word behind everything above: a late duplicate of anything said before would be
      // delivered before it. Then count, rather than after a guessed pause.
      agentSays('Last word');
      await until(() => bodies(customer.inbox).includes('Last word'), 'the last word');
      expect(bodies(customer.inbox)).toEqual([
        'Hello from the agent',
        'Said while the listeners were down',
        'Said after',
        'Last word',
      ]);
    });
  },
);
