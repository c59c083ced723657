import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { policies } from './policies.ts';

/** Portal sessions behind `x-auth-token`; the token itself is never stored, only its SHA-256. */
export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  /** The host's brand when the session began; the session works on that host only. */
  brand: text('brand').notNull(),
  /** The policy this session was identified for: once set, it never changes. */
  policyId: integer('policy_id').references(() => policies.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
