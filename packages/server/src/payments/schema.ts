import type { CardType } from '@portal/domain/payment/cardType';
import type { PaymentStatus } from '@portal/domain/payment/paymentApi';
import type { SandboxScenario } from '@portal/domain/payment/sandboxCards';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idempotencyKeyTable } from '../idempotency/keyTable.ts';

/**
 * Payment tables; the migrations in drizzle/ are generated from this module (`npm run db:generate`).
 * No table has a column for a card number or security code: a card is kept as last four,
 * type and expiry, and the database refuses a `last4` that is anything but four digits.
 */

/** Stripe-style idempotency: the first answer for a key is kept and replayed; `response` is null while in flight. */
export const paymentIdempotency = idempotencyKeyTable('payment_idempotency');

/** The sandbox acquirer's tokenised cards. `scenario` is what the test number chose, not the number. */
export const sandboxCards = pgTable(
  'sandbox_cards',
  {
    cardToken: text('card_token').primaryKey(),
    last4: text('last4').notNull(),
    cardType: text('card_type').$type<CardType>().notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    scenario: text('scenario').$type<SandboxScenario>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('sandbox_cards_last4_four_digits', sql`${table.last4} ~ '^[0-9]{4}$'`)],
);

/** One row per charge attempt; `md` identifies a pending 3-D Secure challenge. */
export const sandboxPayments = pgTable('sandbox_payments', {
  paymentId: text('payment_id').primaryKey(),
  cardToken: text('card_token')
    .notNull()
    .references(() => sandboxCards.cardToken),
  reference: text('reference').notNull(),
  amountPence: integer('amount_pence').notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  errorCode: text('error_code'),
  md: text('md').unique(),
  returnUrl: text('return_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SandboxCardRow = typeof sandboxCards.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
