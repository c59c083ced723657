import { z } from 'zod';

/**
 * What the console shows beside a conversation: whose policy it is (and how the portal knows),
 * the quote the chat is about, and the requests it touched or that stand on that policy, each
 * linking to its page.
 */
export const chatContextResponse = z.object({
  conversationId: z.number().int(),
  pagePath: z.string(),
  policy: z
    .object({
      policyNumber: z.string(),
      product: z.string(),
      /** A payment chat's quote names it; triage's registration was only told, not verified. */
      from: z.enum(['quote', 'registration']),
      registration: z.string().nullable(),
    })
    .nullable(),
  quote: z.object({ requestReference: z.string(), form: z.string(), status: z.string() }).nullable(),
  requests: z.array(
    z.object({
      reference: z.string(),
      form: z.string(),
      createdAt: z.string().describe('ISO 8601'),
      /** Why it is listed: the quote's request, a message left from this chat, or the policy's. */
      link: z.enum(['quote', 'left-message', 'policy']),
    }),
  ),
});
export type ChatContext = z.infer<typeof chatContextResponse>;

/** How the link between a chat and a request reads to an agent. */
export const CHAT_REQUEST_LINK_TEXT: Record<ChatContext['requests'][number]['link'], string> = {
  quote: 'the quote in this chat',
  'left-message': 'left from this chat',
  policy: 'on this policy',
};

/** The chats a request came from or was talked about in: the way back from a request to its chats. */
export const requestChatsResponse = z.object({
  chats: z.array(
    z.object({
      id: z.number().int(),
      customerName: z.string(),
      status: z.string(),
      startedAt: z.string().describe('ISO 8601'),
      link: z.enum(['quote', 'left-message', 'policy']),
    }),
  ),
});
export type RequestChats = z.infer<typeof requestChatsResponse>;
