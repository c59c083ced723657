import type { SavedRequest } from '@portal/domain/journeys/savedRequest';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { idempotencyKeyTable } from '../../idempotency/keyTable.ts';
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

/** Keys of review-page submits (Idempotency-Key), scoped to the session: a retried save is answered again. */
export const saveIdempotency = idempotencyKeyTable('save_idempotency');
