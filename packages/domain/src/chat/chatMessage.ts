import type { PaymentControl } from '../payment/paymentControl.ts';

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

/**
 * A chat message as the server stores and sends it. A `note` is between agents: it never
 * reaches the customer's socket.
 */
export interface ChatMessage {
  id: number;
  conversationId: number;
  sender: 'customer' | 'agent' | 'system' | 'note';
  senderName: string;
  body: string;
  /** Only on a payment chat, and only from a staff action (never a socket): what the payment page acts on. */
  control?: PaymentControl;
  at: string;
}
