import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { policies } from './policies.ts';

/**
 * Every request whose answers did not match the policy on record: for staff to review, to lock
 * a session or a client address after repeated attempts, and to slow (never lock) everyone
 * claiming an identifier that keeps failing. `reason` is for staff only.
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
    /** SHA-256 of what the answers claimed (brand and policy number, registration or holder): counted whether or not a policy has it. */
    claimHash: text('claim_hash'),
    /** SHA-256 of the client's address, so one address's guesses can be slowed. */
    clientHash: text('client_hash'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('identity_failures_policy_at').on(table.policyId, table.at),
    index('identity_failures_session_at').on(table.sessionHash, table.at),
    index('identity_failures_claim_at').on(table.claimHash, table.at),
    index('identity_failures_client_at').on(table.clientHash, table.at),
  ],
);
