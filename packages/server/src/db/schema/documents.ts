import type { PolicyDocumentFacts } from '@portal/domain/documents/policyDocumentFacts';
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { policies } from './policies.ts';

/**
 * A policy version's documents: the facts they are drawn from, taken in the transaction that made
 * the version, and — once produced outside it — where each PDF lies in the file store. A version's
 * row is never changed by a later version, so its documents always say what that version said.
 */
export const policyDocuments = pgTable(
  'policy_documents',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    version: integer('version').notNull(),
    facts: jsonb('facts').$type<PolicyDocumentFacts>().notNull(),
    /** File store keys by document kind ({ certificate, schedule }); empty until produced. */
    files: jsonb('files').$type<Record<string, string>>().notNull().default({}),
    producedAt: timestamp('produced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('policy_documents_version').on(table.policyId, table.version),
    // The worker's claim: versions whose documents are not produced yet.
    index('policy_documents_pending').on(table.producedAt),
  ],
);

/**
 * Links that open one policy version's documents (emailed, or handed to the payment's success
 * page): a 256-bit token of which only the SHA-256 is kept, with an expiry.
 */
export const policyDocumentLinks = pgTable('policy_document_links', {
  tokenHash: text('token_hash').primaryKey(),
  documentsId: integer('documents_id')
    .notNull()
    .references(() => policyDocuments.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
