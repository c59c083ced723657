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

/** Characters no chat can show (pasted from some documents); line breaks and tabs are fine. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNSENDABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Why a message cannot be sent as typed, in words for the person who typed it; null when it can.
 * Nothing is cut or dropped without a word: the message stays in the box to be put right.
 */
export function chatMessageProblem(body: string): string | null {
  const length = body.trim().length;
  if (length > CHAT_MESSAGE_LIMIT)
    return `Your message is ${length.toLocaleString('en-GB')} characters long. Messages can be up to ${CHAT_MESSAGE_LIMIT.toLocaleString('en-GB')} characters: please shorten it, or send it in parts.`;
  if (UNSENDABLE.test(body))
    return 'Your message holds characters we cannot send, perhaps copied from another document. Please type those parts again.';
  return null;
}
