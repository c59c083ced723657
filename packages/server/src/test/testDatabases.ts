import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createDatabase, type Database, type Db } from '../db/database.ts';

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

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Names the template after the migrations it holds, so a new migration makes a new template. */
function templateFile(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path));
  }
  return join(tmpdir(), `portal-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * PGlite's initdb costs seconds per instance; loading a dump of an already migrated database costs
 * a fraction of that. The dump is shared across test files through a file named by the migrations.
 */
async function migratedTemplate(): Promise<File> {
  const file = templateFile();
  if (!existsSync(file)) {
    const client = await PGlite.create('memory://');
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Write then rename, so a file running alongside never reads half a template.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new File([readFileSync(file)], 'pgdata.tar');
}

/** A fresh in-memory PGlite built by the migrations (through the cached template), as its raw client. */
export async function openMigratedPglite(): Promise<PGlite> {
  const client = await PGlite.create({ loadDataDir: await migratedTemplate() });
  // A no-op when the template is current; it keeps the database right if it ever is not.
  await migrate(drizzle(client), { migrationsFolder });
  return client;
}

async function openPglite(): Promise<Database> {
  const client = await openMigratedPglite();
  return { db: drizzle(client) as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/**
 * A migrated, empty database nobody else uses: in-memory PGlite, or `CREATE DATABASE t_<random>`
 * on the TEST_DATABASE_URL server, which `close()` drops again so runs leave nothing behind.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') return openPglite();
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
