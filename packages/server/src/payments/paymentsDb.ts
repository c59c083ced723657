import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Any Drizzle Postgres database (PGlite embedded or node-postgres): the payment code only
 * uses the query builder over its own tables, so it does not care which driver or app-wide
 * schema object is behind it.
 */
export type PaymentsDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
