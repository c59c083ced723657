import { z } from 'zod';
import { PATTERNS } from '../rules/patterns.ts';
import { normaliseRegistration } from '../triage/registrationPlate.ts';
import { PUBLIC_CHAT_TOPICS } from './chatMessage.ts';

/**
 * The customer's web-chat calls under /chat-api, both ways: the server declares these per status
 * (so the OpenAPI document states them) and the customer's page reads its answers with them.
 */
export const CHAT_API_PREFIX = '/chat-api';

export const chatApiPaths = {
  availability: '/availability',
  conversations: '/conversations',
  transcript: '/transcript',
  leaveMessage: '/leave-message',
  socket: '/ws',
} as const;

/** Whether web chat is offered on this brand now: within its hours and with an agent present. */
export const chatAvailabilityResponse = z.object({ open: z.boolean() });

export const openChatRequest = z.object({
  topic: z.enum(PUBLIC_CHAT_TOPICS),
  name: z.string().trim().max(80).default(''),
  /** The page the customer opened the chat from, shown to the agent. */
  page: z.string().max(200).startsWith('/').optional(),
  /** What triage was told before the chat (a vehicle's registration), so the agent need not ask again. */
  registration: z
    .string()
    .max(20)
    .transform(normaliseRegistration)
    .pipe(z.string().regex(PATTERNS.registration))
    .optional(),
});
/** The conversation's 256-bit token: the customer's only handle on it. */
export const openChatResponse = z.object({ token: z.string() });

export const chatTokenRequest = z.object({ token: z.string().min(1).max(64), email: z.email().max(254) });
export const leaveMessageRequest = chatTokenRequest.extend({ body: z.string().trim().min(1).max(1000) });

/** A done request about the conversation, in words for the customer. */
export const transcriptSentResponse = z.object({ message: z.string() });
export const messageLeftResponse = z.object({ message: z.string(), reference: z.string() });
