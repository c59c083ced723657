import type { SavedRequest } from '@portal/domain/journeys/savedRequest';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { policies } from './policies.ts';

/** Saved change requests: the normalised request details of request-journeys.md §3. */
export const requests = pgTable('requests', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  form: text('form').notNull(),
  brand: text('brand').notNull(),
  product: text('product').notNull(),
  policyId: integer('policy_id').references(() => policies.id),
  details: jsonb('details').$type<SavedRequest>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Idempotency keys of saves (issue 16): the browser sends one key per review-page submit and
 * keeps it across retries. The row is written in the same transaction as the request, so a key
 * either made exactly one request (replayed for the same body) or made nothing.
 */
export const saveIdempotency = pgTable('save_idempotency', {
  key: text('key').primaryKey(),
  /** SHA-256 of the form and body: the same key with another body is refused, not replayed. */
  requestHash: text('request_hash').notNull(),
  reference: text('reference').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
