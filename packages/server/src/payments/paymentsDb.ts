import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Any Drizzle Postgres database (PGlite embedded or node-postgres): the payment code only
 * uses the query builder over its own tables, so it does not care which driver is behind it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the schema generic must accept any app-wide schema object
export type PaymentsDb = PgDatabase<PgQueryResultHKT, any>;
