import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';

/** A fresh in-memory Postgres with the payment tables, built from the same SQL the migration uses. */
export const createPaymentsTestDb = async () => {
  const client = new PGlite();
  await client.exec(await readFile(new URL('../payments/schema.sql', import.meta.url), 'utf8'));
  return { client, db: drizzle(client) };
};
