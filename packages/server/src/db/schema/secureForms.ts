import type { SecureFormState } from '@portal/domain/payment/securePayment';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { chatConversations } from './ops.ts';
import { quotes } from './quotes.ts';

/**
 * Secure card form sessions (speik): one per form put in front of a customer, bound to one quote.
 * The id is 128 random bits and is the form's address. No column holds a card number or
 * security code: the gateway's payment id is the only trace of the card here.
 */
export const secureForms = pgTable('secure_forms', {
  id: text('id').primaryKey(),
  quoteId: integer('quote_id')
    .notNull()
    .references(() => quotes.id),
  /** Set when an agent sent the form in a payment chat: the agent then confirms the payment. */
  conversationId: integer('conversation_id').references(() => chatConversations.id),
  state: text('state').$type<SecureFormState>().notNull(),
  paymentId: text('payment_id'),
  /** Card attempts so far: each one is its own gateway idempotency key. */
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
