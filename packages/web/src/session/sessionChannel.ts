/**
 * Keeps tabs in step (HMRC pattern): activity or "continue" in one tab restarts the countdown
 * in the others; ending the session in one tab ends it everywhere.
 */
export type SessionMessage = 'activity' | 'continue' | 'end';
const CHANNEL = 'portal-session';
const MESSAGES: readonly SessionMessage[] = ['activity', 'continue', 'end'];

export interface SessionChannel {
  post(message: SessionMessage): void;
  listen(handler: (message: SessionMessage) => void): () => void;
}

export function openSessionChannel(): SessionChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, listen: () => () => {} };
  const channel = new BroadcastChannel(CHANNEL);
  return {
    post: (message) => channel.postMessage(message),
    listen(handler) {
      const onMessage = (event: MessageEvent<unknown>) => {
        const message = MESSAGES.find((known) => known === event.data);
        if (message) handler(message);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

export const sessionChannel = openSessionChannel();
