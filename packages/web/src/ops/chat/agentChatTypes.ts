import type { ChatStatus } from '@portal/domain/chat/chatMessage';

/** A live conversation as the agents' socket lists it. */
export interface LiveChat {
  id: number;
  brand: string;
  topic: string;
  customerName: string;
  status: Exclude<ChatStatus, 'resolved'>;
  statusReason: string | null;
  ownerId: number | null;
  ownerName: string | null;
  pagePath: string;
  /** The policy and request of the quote the server bound the chat to (payment chats), else null. */
  policyNumber: string | null;
  requestReference: string | null;
  waitingSince: string;
  lastMessageAt: string | null;
}
