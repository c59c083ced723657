import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffAccounts } from './ops.ts';

/**
 * Replies agents send often, kept by staff themselves: each has a shortcut typed as `/shortcut`
 * in the reply box to insert its text, which the agent may then edit before sending.
 */
export const cannedReplies = pgTable('canned_replies', {
  id: serial('id').primaryKey(),
  shortcut: text('shortcut').notNull().unique(),
  text: text('text').notNull(),
  updatedBy: integer('updated_by').references(() => staffAccounts.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
