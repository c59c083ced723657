import type { z } from 'zod';
import type { chatMessageSchema } from './chatMessageSchema.ts';

/** What a chat is about, as the customer's page opens it and the agent's list shows it. */
export const CHAT_TOPICS = ['triage', 'exclusive-error', 'renewal-preference', 'payment'] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

/**
 * The topics anyone may open through the public `POST /chat-api/conversations`. A payment chat
 * is opened only through the quote-bound path, which binds the caller's quote to it.
 */
export const PUBLIC_CHAT_TOPICS = ['triage', 'exclusive-error', 'renewal-preference'] as const;
export type PublicChatTopic = (typeof PUBLIC_CHAT_TOPICS)[number];

/**
 * Where a conversation stands, as Chatwoot's do: waiting for an agent, open with one, pending
 * (the customer went away and may come back), resolved (over, with the reason kept).
 */
export const CHAT_STATUSES = ['waiting', 'open', 'pending', 'resolved'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** The longest message kept; the message box says the same. */
export const CHAT_MESSAGE_LIMIT = 1000;

/** A chat message as both sockets send it (its schema sits beside the frames that carry it). */
export type ChatMessage = z.infer<typeof chatMessageSchema>;
