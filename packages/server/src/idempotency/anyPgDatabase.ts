import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Any Drizzle Postgres database (PGlite embedded or node-postgres): the idempotency store and the
 * sandbox gateway only use the query builder over their own tables, so they do not care which
 * driver or app-wide schema object is behind it. It sits here, with its lowest user, so the
 * idempotency store below the payments needs nothing of theirs.
 */
export type AnyPgDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
