import { randomBytes } from 'node:crypto';
import { addSeconds } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { seedDemoData } from '../db/seed.ts';

/**
 * Test support: the real app on a real database. Every suite runs on in-memory PGlite and,
 * when TEST_DATABASE_URL names a Postgres server, again on a fresh database created there.
 */
export type TestDatabaseKind = Database['kind'];

/** The databases this run can test against: PGlite always, Postgres when configured. */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A clock the test moves by hand, so expiry and back-off never depend on the wall clock. */
export function createTestClock(start = new Date('2026-03-10T10:00:00.000Z')) {
  let current = start;
  return {
    now: (): Date => current,
    advanceSeconds(seconds: number): void {
      current = addSeconds(current, seconds);
    },
  };
}
export type TestClock = ReturnType<typeof createTestClock>;

/** Opens a migrated, seeded, empty-of-requests database; `close` also drops a Postgres one. */
export async function openTestDatabase(kind: TestDatabaseKind, now: Date): Promise<Database> {
  if (kind === 'pglite') {
    const database = await createDatabase({ dataDir: 'memory://' });
    await seedDemoData(database.db, now);
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  await seedDemoData(database.db, now);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: TestClock;
  /** Closes the app, then the database (dropping a Postgres test database). */
  close(): Promise<void>;
}

/** Builds the whole app quietly on a fresh database with a hand-moved clock. */
export async function createTestApp(
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const clock = createTestClock();
  const config: Config = {
    ...loadConfig({}),
    RATE_LIMIT_MAX: 100_000,
    LOOKUP_RATE_LIMIT_MAX: 100_000,
    WEB_DIST: '/nonexistent-web-dist',
    ...overrides,
  };
  const database = await openTestDatabase(kind, clock.now());
  const app = await buildApp({ config, database, clock: clock.now, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Initialises a session the way the browser does and answers its token. */
export async function startSession(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/mta-api/mta/initialize/direct' });
  const token = response.headers['x-auth-token'];
  if (response.statusCode >= 300 || typeof token !== 'string') {
    throw new Error(`initialise failed: ${response.statusCode} ${response.body}`);
  }
  return token;
}
