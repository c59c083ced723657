import { INITIALISE_PATH } from '@portal/domain/api/initialisePaths';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { seedDemoData } from '../db/seed.ts';
import { seedDemoStaff } from '../ops/staffAccounts.ts';
import { type TestClock, testClock } from './testClock.ts';
import {
  openTestDatabase,
  TEST_DATABASES,
  type TestDatabase,
  type TestDatabaseKind,
} from './testDatabases.ts';

/**
 * Test support: the real app on a real, seeded database with a hand-moved clock and the logger
 * off. Limits are high so a suite never trips them by accident; a test lowers one through `env`.
 */
export interface TestAppOptions {
  kind: TestDatabaseKind;
  clock?: TestClock;
  /** Environment variables as the server would read them, e.g. `{ RATE_LIMIT_MAX: '3' }`. */
  env?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  config: Config;
  clock: TestClock;
  /** Closes the app, then the database (dropping a Postgres test database). */
  close(): Promise<void>;
}

const QUIET_ENV: Record<string, string> = {
  RATE_LIMIT_MAX: '100000',
  LOOKUP_RATE_LIMIT_MAX: '100000',
  TOKEN_RATE_LIMIT_MAX: '100000',
  WEB_DIST: '/nonexistent-web-dist',
  // Suites save as a browser would after solving the robot check; botCheck.test.ts turns it on.
  BOT_CHECK: 'off',
};

export async function createTestApp(options: TestAppOptions): Promise<TestApp>;
/** The older form: a database kind and config values to override. */
export async function createTestApp(kind: TestDatabaseKind, overrides?: Partial<Config>): Promise<TestApp>;
export async function createTestApp(
  first: TestAppOptions | TestDatabaseKind,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const options = typeof first === 'string' ? { kind: first } : first;
  const clock = options.clock ?? testClock();
  const config: Config = { ...loadConfig({ ...QUIET_ENV, ...options.env }), ...overrides };
  const database = await openTestDatabase(options.kind);
  try {
    await seedDemoData(database.db, clock.now());
    await seedDemoStaff(database.db, clock.now());
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ config, database, clock: clock.now, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Initialises a session the way the browser does (metadata names the host's brand, then that
 * brand's initialise path) and answers its token. Without a host, the configured BRAND serves.
 */
export async function initialise(app: FastifyInstance, host?: string): Promise<string> {
  const headers = host ? { host } : {};
  const metadata = await app.inject({ method: 'POST', url: '/mta-api/mta/gateway/metadata', headers });
  const brand = metadata.json().brand as DeploymentBrand;
  const response = await app.inject({
    method: 'POST',
    url: `/mta-api/mta/initialize/${INITIALISE_PATH[brand]}`,
    headers,
  });
  const token = response.headers['x-auth-token'];
  if (response.statusCode >= 300 || typeof token !== 'string') {
    throw new Error(`initialise failed: ${response.statusCode} ${response.body}`);
  }
  return token;
}

// The names the first suites were written with; new suites use the ones above.
export const startSession = initialise;
export const testDatabaseKinds = TEST_DATABASES;
export const createTestClock = (start?: Date) => testClock(start);
export type { TestClock, TestDatabaseKind };
