import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresServerUrl, SKIP_WITHOUT_POSTGRES } from '../test/faults/scratchDatabase.ts';
import { skipWithout } from '../test/skipWithout.ts';
import { until } from '../test/until.ts';
import { type ChatBus, type ChatEvent, memoryChatBus, postgresChatBus, redisChatBus } from './chatBus.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Whether Redis answers; its test is skipped (not failed) only on a machine without one. */
const redisAnswers = await (async () => {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

/** Resolves with the first event a bus hears, however long it takes (the test's timeout ends a wait for none). */
const heard = (bus: ChatBus) =>
  new Promise<ChatEvent>((resolve) => {
    const stop = bus.subscribe((event) => {
      stop();
      resolve(event);
    });
  });

describe('the chat bus', () => {
  it('delivers an event to every listener of an embedded instance', async () => {
    const bus = memoryChatBus();
    const first = heard(bus);
    const second = heard(bus);
    await bus.publish({ conversationId: 7, kind: 'message' });
    expect(await first).toEqual({ conversationId: 7, kind: 'message' });
    expect(await second).toEqual({ conversationId: 7, kind: 'message' });
  });

  it.skipIf(skipWithout(postgresServerUrl, SKIP_WITHOUT_POSTGRES))(
    'carries an event from one instance to another through LISTEN/NOTIFY',
    async () => {
      const [one, two] = await Promise.all([
        postgresChatBus(postgresServerUrl!),
        postgresChatBus(postgresServerUrl!),
      ]);
      try {
        const onTwo = heard(two);
        await one.publish({ conversationId: 42, kind: 'status' });
        expect(await onTwo).toEqual({ conversationId: 42, kind: 'status' });
      } finally {
        await one.close();
        await two.close();
      }
    },
  );

  it.skipIf(skipWithout(postgresServerUrl, SKIP_WITHOUT_POSTGRES))(
    'listens again after its database connection is cut, reporting itself down meanwhile, and loses or doubles nothing after',
    async () => {
      const name = `chat-bus-fault-${randomUUID()}`;
      const one = await postgresChatBus(postgresServerUrl!);
      const two = await postgresChatBus(postgresServerUrl!, { applicationName: name });
      const admin = new pg.Client({ connectionString: postgresServerUrl! });
      await admin.connect();
      try {
        expect(two.healthy()).toBe(true);
        let resyncs = 0;
        two.onResync(() => {
          resyncs += 1;
        });
        // What a database restart does to the listening connection, to this bus's only.
        const cut = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [name],
        );
        expect(cut.rowCount).toBe(1);
        let sawDown = false;
        await until(() => {
          sawDown ||= !two.healthy();
          return sawDown && two.healthy();
        });
        expect(sawDown).toBe(true);
        expect(two.healthy()).toBe(true);
        // Listening again, it tells the hub to read back what was published meanwhile (chatReplay.test.ts).
        expect(resyncs).toBe(1);
        const events: ChatEvent[] = [];
        two.subscribe((event) => events.push(event));
        for (let id = 1; id <= 20; id += 1) await one.publish({ conversationId: id, kind: 'message' });
        // A 21st behind the twenty: a late duplicate of any of them would be heard before it.
        await one.publish({ conversationId: 21, kind: 'message' });
        await until(() => events.some((event) => event.conversationId === 21));
        expect(events.map((event) => event.conversationId)).toEqual(
          Array.from({ length: 21 }, (_, i) => i + 1),
        );
      } finally {
        await admin.end();
        await one.close();
        await two.close();
      }
    },
  );

  it.skipIf(skipWithout(redisAnswers, `needs a Redis server answering at ${redisUrl} (set TEST_REDIS_URL)`))(
    'keeps deployments sharing one Redis apart: an instance hears its own deployment only',
    async () => {
      const redis = new Redis(redisUrl);
      const [live, liveTwo, staging] = await Promise.all([
        redisChatBus(redis, 'portal:live-test:chat'),
        redisChatBus(redis, 'portal:live-test:chat'),
        redisChatBus(redis, 'portal:staging-test:chat'),
      ]);
      try {
        const onStaging: ChatEvent[] = [];
        staging.subscribe((event) => onStaging.push(event));
        const onLiveTwo = heard(liveTwo);
        await live.publish({ conversationId: 9, kind: 'message' });
        expect(await onLiveTwo).toEqual({ conversationId: 9, kind: 'message' });
        // Staging's own event, published after live's on the same connection: had staging heard
        // live's, it would have heard it first. Then read, rather than after a guessed pause.
        await staging.publish({ conversationId: 10, kind: 'status' });
        await until(() => onStaging.length > 0);
        expect(onStaging).toEqual([{ conversationId: 10, kind: 'status' }]);
      } finally {
        await Promise.all([live.close(), liveTwo.close(), staging.close()]);
        redis.disconnect();
      }
    },
  );
});
