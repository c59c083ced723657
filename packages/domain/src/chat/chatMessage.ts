import type { PaymentControl } from '../payment/paymentControl.ts';

/** What a chat is about, as the customer's page opens it and the agent's list shows it. */
export const CHAT_TOPICS = ['triage', 'exclusive-error', 'renewal-preference', 'payment'] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

/** The longest message kept; the message box says the same. */
export const CHAT_MESSAGE_LIMIT = 1000;

/** A chat message as the server stores and sends it. */
export interface ChatMessage {
  id: number;
  conversationId: number;
  sender: 'customer' | 'agent' | 'system';
  senderName: string;
  body: string;
  /** Only on a payment chat, and only from a staff action (never a socket): what the payment page acts on. */
  control?: PaymentControl;
  at: string;
}
