import type { SavedRequest } from '@portal/domain/journeys/savedRequest';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { idempotencyKeyTable } from '../../idempotency/keyTable.ts';
import { policies } from './policies.ts';

/** Saved change requests: the request details as the journeys normalise them. */
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

/**
 * Files sent with a request (docupl). The bytes live in the file store under `storageKey`, a name
 * the server chose; the customer's file name is kept only as text to show staff.
 */
export const requestDocuments = pgTable('request_documents', {
  id: serial('id').primaryKey(),
  requestId: integer('request_id')
    .notNull()
    .references(() => requests.id),
  documentType: text('document_type').notNull(),
  displayName: text('display_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
