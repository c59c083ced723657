import { CHAT_STATUSES } from '@portal/domain/chat/chatMessage';
import type { PaymentControl } from '@portal/domain/payment/paymentControl';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { policies } from './policies.ts';
import { quotes } from './quotes.ts';
import { requests } from './requests.ts';

/**
 * The insurer's side: staff who work the operations console, their sessions, what
 * they did, and where each customer request stands. Passwords are kept only as argon2id hashes.
 */
export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: ['agent', 'supervisor'] }).notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Sign-in attempts per email typed, whether or not an account has it (so an unknown email locks
 * like a known one and staff emails cannot be discovered). `attempts` counts attempts reserved
 * since the last success, in flight or failed; the one that reaches the limit sets `lockedUntil`.
 */
export const staffSignInAttempts = pgTable('staff_sign_in_attempts', {
  email: text('email').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Signed-in staff: only the SHA-256 of the cookie's token is kept. */
export const staffSessions = pgTable('staff_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staffAccounts.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Every action taken in the console, naming the staff member; supervisors read it. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    /** Null for a sign-in refused before any account was found. */
    staffId: integer('staff_id').references(() => staffAccounts.id),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    /** What was acted on: a request reference, a policy number, an email id. */
    subject: text('subject').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_audit_at').on(table.at)],
);

/**
 * Where a request stands on the insurer's side. No row means `new` (or `referred` when rating
 * referred it); staff actions write the row and a history event.
 */
export const requestHandling = pgTable('request_handling', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => requests.id),
  /** `waiting`: an agent asked the customer something and waits for the answer. */
  status: text('status', { enum: ['in_progress', 'waiting', 'done'] }).notNull(),
  /** How a done request ended: applied to the policy, rejected, done with a note, or (a left chat message) replied to. */
  outcome: text('outcome', { enum: ['applied', 'rejected', 'noted', 'quoted', 'replied'] }),
  staffId: integer('staff_id').references(() => staffAccounts.id),
  /** `waiting`: the end of the day the customer's answer is expected by; past it, the wait is overdue. */
  dueAt: timestamp('due_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A request's history on the insurer's side: who did what, with the note or reason given. */
export const requestEvents = pgTable('request_events', {
  id: serial('id').primaryKey(),
  requestId: integer('request_id')
    .notNull()
    .references(() => requests.id),
  staffEmail: text('staff_email').notNull(),
  event: text('event').notNull(),
  note: text('note').notNull().default(''),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/** Financially interested parties on record (finparty), one current row per policy. */
export const interestedParties = pgTable('interested_parties', {
  id: serial('id').primaryKey(),
  policyId: integer('policy_id')
    .notNull()
    .references(() => policies.id),
  agreementType: text('agreement_type').notNull(),
  companyName: text('company_name').notNull(),
  postcode: text('postcode').notNull(),
  agreementNumber: text('agreement_number').notNull().default(''),
  current: boolean('current').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Live web chats: a customer's conversation and the agent who owns it (Chatwoot's states). */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    /** The customer's handle on the conversation: 256 bits, only its SHA-256 kept. */
    tokenHash: text('token_hash').notNull().unique(),
    brand: text('brand').notNull(),
    /** Where the chat was opened from (triage, exclusive-error, renewal preference…). */
    topic: text('topic').notNull(),
    customerName: text('customer_name').notNull().default(''),
    status: text('status', { enum: CHAT_STATUSES }).notNull(),
    /** Why it is pending or resolved, in words the agent reads. */
    statusReason: text('status_reason'),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    /** A payment chat's quote, bound by the server from the customer's quote link, never from the page. */
    quoteId: integer('quote_id').references(() => quotes.id),
    /** Whether the customer's session was identified against the policy on record (payment chats). */
    verified: boolean('verified'),
    /**
     * What the customer already told the portal before chatting: the registration triage looked
     * up, and the brand's policy it found (told, not verified: the agent still checks identity).
     */
    registration: text('registration'),
    policyId: integer('policy_id').references(() => policies.id),
    /** Set aside by its agent until then; a customer's message wakes it sooner. */
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    /** When an agent first took it: how long customers waited, for the next one's expected wait. */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    /** The page the customer opened the chat from (a path on the portal), shown to the agent. */
    pagePath: text('page_path').notNull().default(''),
    /** Last time an instance held a socket of the customer's: abandonment is judged from it. */
    customerSeenAt: timestamp('customer_seen_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('chat_conversations_status').on(table.status)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender', { enum: ['customer', 'agent', 'system', 'note'] }).notNull(),
    senderName: text('sender_name').notNull(),
    body: text('body').notNull(),
    /** Set only by a staff action on a payment chat: what the customer's page acts on. */
    control: jsonb('control').$type<PaymentControl>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('chat_messages_conversation').on(table.conversationId, table.id)],
);

/**
 * Agents present for web chat, one row each, renewed by whichever instance holds their socket:
 * chat is offered only while a row is fresh, so every instance agrees without talking.
 */
export const chatAgentPresence = pgTable('chat_agent_presence', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffAccounts.id),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});
