import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Signatures of solved robot-check challenges already spent on a request (each counts once). */
export const botCheckUses = pgTable('bot_check_uses', {
  signature: text('signature').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
});
