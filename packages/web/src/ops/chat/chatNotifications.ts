import type { ChatMessage } from '@portal/domain/chat/chatMessage';

/** Whether the browser may show this console's notifications (the agent allowed them). */
const allowed = () => typeof Notification !== 'undefined' && Notification.permission === 'granted';

/**
 * A browser notification for a customer's new message, one per chat at a time (a newer message
 * replaces the one before in the same chat); clicking it brings the console forward.
 */
export function notifyNewMessage(message: ChatMessage): void {
  if (!allowed()) return;
  const shown = new Notification(`New message from ${message.senderName}`, {
    body: message.body.slice(0, 140),
    tag: `web-chat-${message.conversationId}`,
  });
  shown.onclick = () => window.focus();
}

/** A browser notification when a customer starts waiting. */
export function notifyWaiting(waiting: number): void {
  if (!allowed()) return;
  new Notification('A customer is waiting for web chat', { body: `${waiting} waiting`, tag: 'web-chat' });
}
