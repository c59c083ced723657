import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A table of idempotency keys: the first request's hash and, once answered, its answer. Each
 * user of keys (the sandbox gateway's executes, the portal's saves) has its own table of this shape.
 */
export const idempotencyKeyTable = (name: string) =>
  pgTable(name, {
    key: text('key').primaryKey(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  });
export type IdempotencyKeyTable = ReturnType<typeof idempotencyKeyTable>;
