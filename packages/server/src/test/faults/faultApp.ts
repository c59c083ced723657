import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { type Config, loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { until as waitUntil } from '../until.ts';

export const FAULT_NOW = new Date('2026-03-10T10:00:00.000Z');

/** Quiet config with the limits lifted: fault tests hammer one client on purpose. */
export const faultConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({}),
  RATE_LIMIT_MAX: 1_000_000,
  LOOKUP_RATE_LIMIT_MAX: 1_000_000,
  TOKEN_RATE_LIMIT_MAX: 1_000_000,
  WEB_DIST: '/nonexistent-web-dist',
  ...overrides,
});

/** One app instance over its own pool, on a fixed clock shared by every instance in the test. */
export async function faultApp(
  database: Database,
  overrides: Partial<Config> = {},
  clock: () => Date = () => FAULT_NOW,
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: faultConfig(overrides),
    database,
    clock,
    logger: false,
  });
  await app.ready();
  return app;
}

/** Fails instead of hanging: a fault may make a call fail, never make it wait forever. */
export async function withinSeconds<T>(seconds: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} hung for more than ${seconds} s`)), seconds * 1000);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** One app instance and the pool under it, as the multi-instance fault tests run them. */
export interface FaultInstance {
  database: Database;
  app: FastifyInstance;
}

/**
 * Waits for `done` however long a loaded machine takes (a fault may delay, never stop): the test's
 * own timeout ends a wait for what never comes. `what` names the awaited state for the reader.
 */
export async function until(done: () => boolean | Promise<boolean>, _what: string): Promise<void> {
  await waitUntil(done);
}
