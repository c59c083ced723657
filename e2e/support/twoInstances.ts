import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import pg from 'pg';
import { type Portal, startPortal } from './portal.ts';

/**
 * Test support: two portal instances over one fresh Postgres database with the Redis bus, as a
 * deployment behind a load balancer runs; `ready` says whether both servers answer here.
 */
export const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const answers = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, host);
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(1000);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function postgresAndRedisAnswer(): Promise<boolean> {
  const redis = new URL(REDIS_URL);
  const postgres = await onServer('select 1').then(
    () => true,
    () => false,
  );
  return postgres && (await answers(Number(redis.port || 6379), redis.hostname));
}

/** Starts A then B (the first migrates and seeds the empty database); `stop` ends both and drops it. */
export async function startTwoInstances(env: Record<string, string> = {}) {
  const name = `e2e_chat_${randomBytes(6).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(POSTGRES), { pathname: `/${name}` }).toString();
  await onServer(`CREATE DATABASE ${name}`);
  const shared = { DATABASE_URL: databaseUrl, REDIS_URL, WEBCHAT_HOURS: 'always', ...env };
  const a: Portal = await startPortal(shared);
  const b: Portal = await startPortal(shared);
  return {
    a,
    b,
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
