import { z } from 'zod';
import { CHAT_STATUSES } from './chatMessage.ts';
import { chatErrorFrame, chatMessageSchema } from './chatMessageSchema.ts';

/**
 * The agents' socket (/ops-api/chat/ws), both ways: the server parses the console's frames with
 * these, and the console parses the server's.
 */

const conversationId = z.number().int().positive();
const body = z.string().max(2000);

/** What an agent's console sends; every frame names the conversation it is about. */
export const agentSays = z.discriminatedUnion('type', [
  /** The newest page of a conversation, or the page before `before` (scrolling back). */
  z.object({ type: z.literal('history'), conversationId, before: z.number().int().positive().optional() }),
  z.object({ type: z.literal('message'), conversationId, body }),
  z.object({ type: z.literal('note'), conversationId, body }),
  z.object({ type: z.literal('take'), conversationId, takeOver: z.boolean().default(false) }),
  /** To another signed-in agent, or back to the queue (null). */
  z.object({ type: z.literal('transfer'), conversationId, to: z.number().int().positive().nullable() }),
  z.object({ type: z.literal('typing'), conversationId }),
  z.object({ type: z.literal('close'), conversationId }),
  /** Set the chat aside until a time (ISO 8601), or bring it back now (null). */
  z.object({ type: z.literal('snooze'), conversationId, until: z.iso.datetime({ offset: true }).nullable() }),
]);
export type AgentSays = z.input<typeof agentSays>;

/** A live conversation as the agents' list shows it. */
export const liveChatSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  topic: z.string(),
  customerName: z.string(),
  status: z.enum(CHAT_STATUSES).exclude(['resolved']),
  statusReason: z.string().nullable(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  pagePath: z.string(),
  /** The policy and request of the quote the server bound the chat to (payment chats), else null. */
  policyNumber: z.string().nullable(),
  requestReference: z.string().nullable(),
  /**
   * How the policy is known: the payment chat's quote, or the registration the customer gave
   * triage before chatting (told, not verified), else null.
   */
  policyFrom: z.enum(['quote', 'registration']).nullable(),
  registration: z.string().nullable(),
  /** Set aside by its agent until then (ISO 8601), else null. */
  snoozedUntil: z.string().nullable(),
  waitingSince: z.string().describe('ISO 8601'),
  lastMessageAt: z.string().nullable(),
});
export type LiveChat = z.infer<typeof liveChatSchema>;

/** What the server sends every agent's console. */
export const agentHears = z.discriminatedUnion('type', [
  /** Every waiting, open and pending chat, oldest first, sent whenever one changes. */
  z.object({ type: z.literal('conversations'), conversations: z.array(liveChatSchema) }),
  /** A page of one conversation: the newest, or (`older`) the one before what the console has. */
  z.object({
    type: z.literal('history'),
    conversationId: z.number().int(),
    older: z.boolean(),
    messages: z.array(chatMessageSchema),
    more: z.boolean(),
  }),
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('typing'), conversationId: z.number().int(), name: z.string() }),
  /** A colleague handed this agent a chat (sent to that agent's consoles only). */
  z.object({ type: z.literal('transferred'), conversationId: z.number().int(), from: z.string() }),
  /** An action the server would not do, in words for the agent. */
  z.object({ type: z.literal('refused'), message: z.string() }),
  chatErrorFrame,
]);
export type AgentHears = z.infer<typeof agentHears>;
