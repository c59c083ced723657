import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipWithout } from '../test/skipWithout.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers at all; the suite is skipped (not failed) on a machine without one. */
const reachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = new Socket();
  socket.setTimeout(500);
  socket
    .once('connect', () => resolve(true))
    .once('error', () => resolve(false))
    .once('timeout', () => resolve(false));
  socket.connect(Number(port || 6379), hostname);
});

describe
  .skipIf(skipWithout(reachable, `needs a Redis server answering at ${REDIS_URL} (set TEST_REDIS_URL)`))
  .each(TEST_DATABASES)('two instances with one Redis on %s', (kind) => {
  let first: TestApp;
  let second: TestApp;
  const env = { REDIS_URL, RATE_LIMIT_MAX: '4' };
  beforeAll(async () => {
    first = await createTestApp({ kind, env });
    second = await createTestApp({ kind, env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('share one limit, so a guesser gets no more tries from two instances than from one', async () => {
    // A fresh address per run, so reruns and other suites on the same Redis never interfere.
    const remoteAddress = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;
    const guess = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/mta-api/mta/gateway/metadata',
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      statuses.push((await guess(first)).statusCode);
      statuses.push((await guess(second)).statusCode);
    }
    expect(statuses.slice(0, 4)).not.toContain(429);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });
});
