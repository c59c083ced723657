import {
  CHAT_API_PREFIX,
  chatApiPaths,
  chatAvailabilityResponse,
  messageLeftResponse,
  openChatResponse,
  transcriptSentResponse,
} from '@portal/domain/chat/chatApi';
import type { PublicChatTopic } from '@portal/domain/chat/chatMessage';
import type * as z from 'zod/mini';
import { envelopeOf, readAnswer } from '../api/client.ts';

/** The panel gives the line to call, with its number and hours, beside it. */
const FAILED = 'Web chat could not start. Please call us instead.';

/**
 * One call to /chat-api, its answer read by the schema the server declares for it: the answer,
 * or the server's refusal message (undefined when it gave none). Throws only when unreachable.
 */
async function chatCall<T>(
  path: string,
  schema: z.core.$ZodType<T>,
  body?: unknown,
): Promise<{ ok: true; answer: T } | { ok: false; message: string | undefined }> {
  const response = await fetch(`${CHAT_API_PREFIX}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) return { ok: false, message: (await envelopeOf(response))?.message };
  return { ok: true, answer: await readAnswer(response, schema) };
}

/** Whether web chat is offered on this brand now: within its hours and with an agent present (the server judges). */
export async function chatAvailable(): Promise<boolean> {
  try {
    const called = await chatCall(chatApiPaths.availability, chatAvailabilityResponse);
    return called.ok && called.answer.open;
  } catch {
    return false;
  }
}

/** Opens a conversation from this page (with what triage was told); its token is the page's only handle on it. */
export async function openChat(
  topic: PublicChatTopic,
  name: string,
  registration?: string,
): Promise<{ token: string } | { error: string }> {
  try {
    const called = await chatCall(chatApiPaths.conversations, openChatResponse, {
      topic,
      name,
      page: `${window.location.pathname}${window.location.hash}`.slice(0, 200),
      ...(registration ? { registration } : {}),
    });
    return called.ok ? { token: called.answer.token } : { error: called.message ?? FAILED };
  } catch {
    return { error: FAILED };
  }
}

/** The customer's requests about their conversation: its transcript by email, or a message left. */
export async function chatRequest(
  path: 'transcript' | 'leave-message',
  body: { token: string; email: string; body?: string },
): Promise<{ ok: boolean; message: string }> {
  try {
    const called =
      path === 'transcript'
        ? await chatCall(chatApiPaths.transcript, transcriptSentResponse, body)
        : await chatCall(chatApiPaths.leaveMessage, messageLeftResponse, body);
    return called.ok
      ? { ok: true, message: called.answer.message }
      : { ok: false, message: 'Please enter a valid email address.' };
  } catch {
    return { ok: false, message: 'That did not reach us. Please try again.' };
  }
}
