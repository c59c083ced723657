import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../serverRoot.ts';

/** Any Drizzle Postgres database: PGlite embedded, or a Postgres server through node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
/** A transaction, or the database itself, for repositories that may run inside one. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = join(serverRoot, 'drizzle');

/**
 * PGlite runs Postgres inside this process, so Postgres' memory is the server's RSS. Its
 * defaults (shared_buffers 128 MB, work_mem 4 MB) are sized for a database server; the portal's
 * demo data fits in a few MB. Measured (bench/README.md): about 110 MB less RSS from start-up;
 * server CPU per save on PGlite fell over the same changes (14.3 to 10.4 ms), so no cost showed.
 */
const PGLITE_MEMORY_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'work_mem=2MB',
  'temp_buffers=1MB',
  'maintenance_work_mem=16MB',
];

/**
 * Drizzle (0.45) sends a transaction's BEGIN before its try/finally, so when the connection is cut
 * between checkout and BEGIN the client is never released; ten such cuts and every later call
 * waits forever. Drizzle checks clients out only for transactions, so the first query on a
 * client from `connect()` is that BEGIN: if it fails, hand the client back as broken.
 */
function releaseClientWhenBeginFails(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    if (callback) return connect(callback);
    return connect().then((client) => {
      const query = client.query;
      client.query = ((...args: Parameters<typeof query>) => {
        client.query = query;
        const pending = Reflect.apply(query, client, args) as unknown as Promise<unknown>;
        pending.catch((error: Error) => client.release(error));
        return pending;
      }) as typeof query;
      return client;
    });
  }) as typeof pool.connect;
}

/**
 * Opens the database and brings its schema up to date. `DATABASE_URL` selects a Postgres server;
 * otherwise PGlite keeps its files in `dataDir` (`memory://` keeps nothing, for tests).
 */
export async function createDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped connection must not crash the process; the next query gets a fresh one.
    pool.on('error', () => {});
    // pg-pool listens for errors only on idle clients: one cut while checked out (mid-transaction)
    // would otherwise be an uncaught exception. The failed query already tells its caller.
    pool.on('connect', (client) => client.on('error', () => {}));
    releaseClientWhenBeginFails(pool);
    const db = drizzlePg(pool) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    // An in-memory database has nothing to make durable, so queries need not wait for a sync.
    relaxedDurability: inMemory,
    postgresqlconf: PGLITE_MEMORY_SETTINGS,
  });
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
