/**
 * When DATABASE_URL names a Postgres server, each run gets a database of its own there, created
 * before the server starts and dropped after, so runs never see each other's quotes.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  /** What the server gets as DATABASE_URL: empty means embedded PGlite in memory. */
  databaseUrl: string;
  label: string;
  drop(): Promise<void>;
}

export async function benchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  if (!serverUrl) return { databaseUrl: '', label: 'PGlite (in memory)', drop: async () => {} };
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    label: `Postgres (${url.host}, database ${name})`,
    drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
