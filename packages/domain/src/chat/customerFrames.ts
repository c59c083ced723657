import { z } from 'zod';
import { CHAT_STATUSES } from './chatMessage.ts';
import { chatErrorFrame, chatMessageSchema } from './chatMessageSchema.ts';

/**
 * The customer's socket (/chat-api/ws), both ways. The server parses what the page sends with
 * these, and the page parses what the server sends: neither trusts the other's JSON.
 */

const messageId = z.number().int().nonnegative();

/** What the customer's page sends. The first frame must be `hello`: the token never travels in a URL. */
export const customerSays = z.discriminatedUnion('type', [
  /** `after` is the newest message the page already has, so a reconnect is sent only the rest. */
  z.object({ type: z.literal('hello'), token: z.string(), after: messageId.optional() }),
  z.object({ type: z.literal('older'), before: messageId }),
  z.object({ type: z.literal('typing') }),
  z.object({ type: z.literal('message'), body: z.string().max(2000) }),
]);
export type CustomerSays = z.infer<typeof customerSays>;

const page = { messages: z.array(chatMessageSchema), more: z.boolean() };

/** What the server sends the customer's page. */
export const customerHears = z.discriminatedUnion('type', [
  /** The newest page on hello, or on a reconnect (`resumed`) only what was missed. */
  z.object({ type: z.literal('history'), ...page, resumed: z.boolean() }),
  z.object({ type: z.literal('older'), ...page }),
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  /** Where the conversation stands; while waiting, the customer's place in the queue. */
  z.object({
    type: z.literal('status'),
    status: z.enum(CHAT_STATUSES),
    position: z.number().int().nonnegative().optional(),
    /** While waiting, about how many minutes until an agent answers. */
    expectedWaitMinutes: z.number().int().positive().optional(),
  }),
  /** A message the chat's limits refused, in words for the customer. */
  z.object({ type: z.literal('refused'), message: z.string() }),
  z.object({ type: z.literal('typing'), name: z.string() }),
  chatErrorFrame,
]);
export type CustomerHears = z.infer<typeof customerHears>;
