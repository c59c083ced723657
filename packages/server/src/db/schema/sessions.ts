import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Portal sessions behind `x-auth-token`; the token itself is never stored, only its SHA-256. */
export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  brand: text('brand').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
