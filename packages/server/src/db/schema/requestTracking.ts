import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { requests } from './requests.ts';

/**
 * Links that open one request's page for its customer (the confirmation email's, a question's):
 * a 256-bit token of which only the SHA-256 is kept, bound to that one request, with an expiry.
 */
export const requestLinks = pgTable(
  'request_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('request_links_request').on(table.requestId)],
);
