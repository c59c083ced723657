import type { EmailFacts } from '@portal/domain/email/emailFacts';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { policies } from './policies.ts';

/**
 * Transactional outbox: written in the same transaction as the change it announces, holding the
 * email's facts (email/emailFacts.ts); a worker claims rows with FOR UPDATE SKIP LOCKED, renders
 * them and sends them.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /**
     * The policy the email was sent for (a request's, a quote's): a policy's page lists its own
     * emails by this, never by recipient address, which several customers may share.
     */
    policyId: integer('policy_id').references(() => policies.id),
    /** The request and the quote the email is about, where it is about one (the console links them). */
    requestId: integer('request_id'),
    quoteId: integer('quote_id'),
    recipient: text('recipient').notNull(),
    /** What the email says, as values: rendered by the worker when it sends, never before. */
    facts: jsonb('facts').$type<EmailFacts>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The worker's claim: due pending rows in id order.
  (table) => [
    index('outbox_due').on(table.status, table.availableAt),
    index('outbox_policy').on(table.policyId),
  ],
);

/** Messages the development transport delivered, shown at /dev/mailbox. */
export const mailbox = pgTable('mailbox', {
  id: serial('id').primaryKey(),
  outboxId: integer('outbox_id'),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
