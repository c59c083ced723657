import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { type Config, loadConfig } from '../../config.ts';
import { createDatabase, type Database } from '../../db/database.ts';
import { seedDemoData } from '../../db/seed.ts';
import { createScratchDatabase } from '../faults/scratchDatabase.ts';

export interface LoggedApp {
  app: FastifyInstance;
  database: Database;
  /** Every log line the app wrote, at trace level, as pino wrote it. */
  logs(): string;
  close(): Promise<void>;
}

const NOW = new Date('2026-03-10T10:00:00.000Z');

/** The real app with its pino logger writing every line, at trace level, into memory. */
export async function createLoggedApp(
  kind: Database['kind'],
  overrides: Partial<Config> = {},
): Promise<LoggedApp> {
  const scratch = kind === 'postgres' ? await createScratchDatabase(NOW) : undefined;
  const database = scratch ? await scratch.open() : await createDatabase({ dataDir: 'memory://' });
  if (!scratch) await seedDemoData(database.db, NOW);
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config: Config = {
    ...loadConfig({}),
    RATE_LIMIT_MAX: 100_000,
    LOOKUP_RATE_LIMIT_MAX: 100_000,
    TOKEN_RATE_LIMIT_MAX: 100_000,
    WEB_DIST: '/nonexistent-web-dist',
    ...overrides,
  };
  const app = await buildApp({ config, database, clock: () => NOW, logger: { level: 'trace', stream } });
  await app.ready();
  return {
    app,
    database,
    logs: () => lines.join(''),
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}
