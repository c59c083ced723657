import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed.ts';
import { seedDemoStaff } from '../../ops/staffAccounts.ts';
import { agentSocket, bodies, customerSocket, openConversation } from '../chatTestSockets.ts';
import { skipWithout } from '../skipWithout.ts';
import { initialise } from '../testApp.ts';
import { openTestDatabase, type TestDatabase } from '../testDatabases.ts';
import { FAULT_NOW, faultApp, until, withinSeconds } from './faultApp.ts';
import { ownRedis, REDIS_SERVER_AVAILABLE, SKIP_WITHOUT_REDIS_SERVER } from './ownRedis.ts';

/**
 * Two instances on one database carry chat through Redis (REDIS_URL) and keep their rate limits
 * there; the test's own Redis server is killed and started again mid-chat, a save in flight.
 */
describe.skipIf(skipWithout(REDIS_SERVER_AVAILABLE, SKIP_WITHOUT_REDIS_SERVER))(
  'chat between two instances through Redis, across a Redis restart',
  () => {
    let redis: Awaited<ReturnType<typeof ownRedis>>;
    let database: TestDatabase;
    let one: FastifyInstance;
    let two: FastifyInstance;
    beforeAll(async () => {
      redis = await ownRedis();
      database = await openTestDatabase('pglite');
      await seedDemoData(database.db, FAULT_NOW);
      await seedDemoStaff(database.db, FAULT_NOW);
      const config = { REDIS_URL: redis.url, WEBCHAT_HOURS: 'always' } as const;
      [one, two] = [await faultApp(database, config), await faultApp(database, config)];
    });
    afterAll(async () => {
      await one?.close();
      await two?.close();
      await database?.close();
      await redis?.stop();
    });

    const health = async (app: FastifyInstance) => (await app.inject({ url: '/health' })).statusCode;

    it('delivers before, during and after the outage, none lost or doubled, /health saying so meanwhile', async () => {
      const agent = await agentSocket(two);
      const opened = await openConversation(one);
      expect(opened.statusCode, opened.body).toBe(200);
      const customer = await customerSocket(one, opened.json().token);
      await until(() => customer.inbox.some((frame) => frame.type === 'history'), 'history');
      const conversationId = (
        (await database.db.execute('select max(id)::int as id from chat_conversations')) as unknown as {
          rows: { id: number }[];
        }
      ).rows[0]!.id;
      const agentSays = (body: string) => agent.send({ type: 'message', conversationId, body });

      customer.send({ type: 'message', body: 'My car was stolen' });
      await until(() => bodies(agent.inbox).includes('My car was stolen'), 'customer to agent');
      agentSays('Sorry to hear that');
      await until(() => bodies(customer.inbox).includes('Sorry to hear that'), 'agent to customer');

      await redis.stop();
      await until(async () => (await health(one)) === 503 && (await health(two)) === 503, '/health 503');
      expect((await one.inject({ url: '/health' })).json()).toMatchObject({
        status: 'degraded',
        checks: { redis: 'down', chat: 'reconnecting' },
      });
      // A customer arriving meanwhile is served: the rate limits kept in Redis must not turn the
      // outage into errors (their counts resume when Redis is back).
      const arriving = await withinSeconds(5, initialise(one), 'a session opened while Redis is down');
      expect(arriving).toMatch(/\S/);
      agentSays('Said while Redis was down');
      // Stored at once (the database is up); the event cannot cross until Redis is back.
      await until(async () => {
        const found = (await database.db.execute(
          "select count(*)::int as n from chat_messages where body = 'Said while Redis was down'",
        )) as unknown as { rows: { n: number }[] };
        return found.rows[0]!.n === 1;
      }, 'stored during the outage');
      expect(await health(two)).toBe(503);

      await redis.start();
      await until(async () => (await health(one)) === 200 && (await health(two)) === 200, '/health 200');
      await until(
        () => bodies(customer.inbox).includes('Said while Redis was down'),
        'replayed after the outage',
      );
      agentSays('Said after Redis came back');
      customer.send({ type: 'message', body: 'Thank you' });
      await until(
        () => bodies(customer.inbox).includes('Said after Redis came back'),
        'agent to customer after',
      );
      await until(() => bodies(agent.inbox).includes('Thank you'), 'customer to agent after');
      // A last word through the same bus behind everything above: a late duplicate of anything
      // said before would be delivered before it. Then count, rather than after a guessed pause.
      agentSays('Last word');
      await until(() => bodies(customer.inbox).includes('Last word'), 'the last word');
      // The customer's socket carries both sides (its own words echoed); each exactly once.
      expect(bodies(customer.inbox).sort()).toEqual(
        [
          'My car was stolen',
          'Sorry to hear that',
          'Said while Redis was down',
          'Said after Redis came back',
          'Thank you',
          'Last word',
        ].sort(),
      );
      expect(bodies(agent.inbox).filter((body) => body === 'Thank you')).toHaveLength(1);
      expect(bodies(agent.inbox).filter((body) => body === 'My car was stolen')).toHaveLength(1);
    });
  },
);
