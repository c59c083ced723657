import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../../db/database.ts';
import { seedDemoData } from '../../db/seed.ts';

/** The Postgres server fault tests run against, or undefined when only PGlite is available. */
export const postgresServerUrl = process.env.TEST_DATABASE_URL;
export const SKIP_WITHOUT_POSTGRES =
  'needs a Postgres server (set TEST_DATABASE_URL): PGlite runs in-process, so it has no connections to cut, no second instance to share, no process to kill';

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresServerUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export interface ScratchDatabase {
  /** The new database's own URL, for second pools and child processes. */
  url: string;
  name: string;
  /** Opens a migrated pool on it (one per app instance). */
  open(): Promise<Database>;
  /** Drops it, closing anyone still connected. */
  drop(): Promise<void>;
}

/** A fresh, migrated and seeded Postgres database of its own, dropped by `drop`. */
export async function createScratchDatabase(now: Date): Promise<ScratchDatabase> {
  if (!postgresServerUrl) throw new Error(SKIP_WITHOUT_POSTGRES);
  const name = `portal_fault_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  const open = () => createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  const first = await open();
  await seedDemoData(first.db, now);
  await first.close();
  return {
    url: url.toString(),
    name,
    open,
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Runs one statement on its own connection, outside every app pool (the "other operator"). */
export async function queryAside<Row extends Record<string, unknown>>(
  url: string,
  statement: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(statement, values)).rows;
  } finally {
    await client.end();
  }
}
