import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { policies } from './policies.ts';

/**
 * Every request whose answers did not match the policy on record: for staff to review, and to
 * lock a policy (or a session) after repeated attempts. `reason` is for staff only.
 */
export const identityFailures = pgTable(
  'identity_failures',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id').references(() => policies.id),
    sessionHash: text('session_hash').notNull(),
    form: text('form').notNull(),
    brand: text('brand').notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('identity_failures_policy_at').on(table.policyId, table.at),
    index('identity_failures_session_at').on(table.sessionHash, table.at),
  ],
);
