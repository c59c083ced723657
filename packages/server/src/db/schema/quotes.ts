import type { AnyAmendedDto, QuoteDto } from '@portal/domain/quotes/quoteDto';
import type { PolicyChange } from '@portal/domain/rating/change';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { policies } from './policies.ts';
import { requests } from './requests.ts';

/**
 * Quotes priced from saved requests. `quote_dto` and `amended_dto` hold the quote as the
 * browser reads it; `status` changes only through the domain state machine, with `version`
 * as the compare-and-set guard.
 */
export const quotes = pgTable('quotes', {
  id: serial('id').primaryKey(),
  uuid: text('uuid').notNull().unique(),
  requestId: integer('request_id')
    .notNull()
    .references(() => requests.id),
  policyId: integer('policy_id')
    .notNull()
    .references(() => policies.id),
  form: text('form').notNull(),
  brand: text('brand').notNull(),
  status: text('status').notNull(),
  /** The policy's version when the quote was priced: it may be accepted only while it still is. */
  policyVersion: integer('policy_version'),
  quoteDto: jsonb('quote_dto').$type<QuoteDto>().notNull(),
  amendedDto: jsonb('amended_dto').$type<AnyAmendedDto>().notNull(),
  /**
   * The typed change that was priced; applying the quote writes exactly this to the policy.
   * Null only on quotes priced before it was recorded (they change the premium alone).
   */
  pricedChange: jsonb('priced_change').$type<PolicyChange>(),
  /** The customer's auto-renewal choice, where the quotation asks it (hcoa); null until chosen. */
  autoRenewal: boolean('auto_renewal'),
  coverStart: text('cover_start').notNull(),
  coverEnd: text('cover_end').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One-time quote links: a 256-bit token of which only the SHA-256 is kept, bound to one quote and form. */
export const quoteTokens = pgTable('quote_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  quoteId: integer('quote_id')
    .notNull()
    .references(() => quotes.id),
  form: text('form').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Every status change of a quote: what, from which status, when. */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id),
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  // A payment counts its quote's attempts on every execute.
  (table) => [index('quote_events_quote').on(table.quoteId)],
);

/** Requests priced as referrals wait for an underwriter instead of an automatic quote. */
export const referrals = pgTable('referrals', {
  id: serial('id').primaryKey(),
  requestId: integer('request_id')
    .notNull()
    .references(() => requests.id),
  reasons: jsonb('reasons').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
