import { drizzle } from 'drizzle-orm/pglite';
import { openMigratedPglite } from './testDatabases.ts';

/**
 * A fresh in-memory Postgres for the payment code, built by the same migrations as every other
 * database (the payment tables are declared once, in payments/schema.ts, and generated from it).
 */
export const createPaymentsTestDb = async () => {
  const client = await openMigratedPglite();
  return { client, db: drizzle(client) };
};
