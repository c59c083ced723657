import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../db/database.ts';

/**
 * The databases this run tests against: in-memory PGlite always, and a real Postgres server when
 * TEST_DATABASE_URL names one — so every server suite runs on both with `describe.each`.
 */
export type TestDatabaseKind = Database['kind'];

export const TEST_DATABASES: readonly TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A fresh database plus, on Postgres, the URL of the brand-new database (for a second pool). */
export interface TestDatabase extends Database {
  url?: string;
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A migrated, empty database nobody else uses: in-memory PGlite, or `CREATE DATABASE t_<random>`
 * on the TEST_DATABASE_URL server, which `close()` drops again so runs leave nothing behind.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') return createDatabase({ dataDir: 'memory://' });
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
