import type { PublicChatTopic } from '@portal/domain/chat/chatMessage';

/** The panel gives the line to call, with its number and hours, beside it. */
const FAILED = 'Web chat could not start. Please call us instead.';

/** Whether web chat is offered on this brand now: within its hours and with an agent present (the server judges). */
export async function chatAvailable(): Promise<boolean> {
  try {
    const response = await fetch('/chat-api/availability');
    return response.ok && ((await response.json()) as { open: boolean }).open;
  } catch {
    return false;
  }
}

async function postJson(
  path: string,
  body: unknown,
): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const response = await fetch(`/chat-api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/** Opens a conversation from this page; its token is the page's only handle on it. */
export async function openChat(
  topic: PublicChatTopic,
  name: string,
): Promise<{ token: string } | { error: string }> {
  try {
    const { body } = await postJson('conversations', {
      topic,
      name,
      page: `${window.location.pathname}${window.location.hash}`.slice(0, 200),
    });
    return typeof body.token === 'string'
      ? { token: body.token }
      : { error: typeof body.message === 'string' ? body.message : FAILED };
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
    const answer = await postJson(path, body);
    const message =
      typeof answer.body.message === 'string' ? answer.body.message : 'Please check your email address.';
    return { ok: answer.ok, message: answer.ok ? message : 'Please enter a valid email address.' };
  } catch {
    return { ok: false, message: 'That did not reach us. Please try again.' };
  }
}
