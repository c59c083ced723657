import type { ChatTopic } from '@portal/domain/chat/chatMessage';
/** Whether web chat is open on this brand now (the brand's web-chat hours, judged by the server). */
export async function chatAvailable(): Promise<boolean> {
  try {
    const response = await fetch('/chat-api/availability');
    return response.ok && ((await response.json()) as { open: boolean }).open;
  } catch {
    return false;
  }
}

/** Opens a conversation; its token is the page's only handle on it. */
export async function openChat(
  topic: ChatTopic,
  name: string,
): Promise<{ token: string } | { error: string }> {
  try {
    const response = await fetch('/chat-api/conversations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topic, name }),
    });
    const body = (await response.json()) as { token?: string; message?: string };
    return body.token
      ? { token: body.token }
      : { error: body.message ?? 'Web chat could not start. Please call us.' };
  } catch {
    return { error: 'Web chat could not start. Please call us.' };
  }
}
