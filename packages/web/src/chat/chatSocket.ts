import type { PaymentControl } from '@portal/domain/payment/paymentControl';

/** A chat message as the server stores and sends it. */
export interface ChatMessage {
  id: number;
  conversationId: number;
  sender: 'customer' | 'agent' | 'system';
  senderName: string;
  body: string;
  /** Only on a payment chat, and only from a staff action: what the payment page acts on. */
  control?: PaymentControl;
  at: string;
}

/** The socket address on this page's own host (ws: on localhost, wss: behind HTTPS). */
export const socketUrl = (path: string) =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${path}`;

export const parseSocketData = (raw: unknown): Record<string, unknown> | undefined => {
  try {
    const value = JSON.parse(String(raw)) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};
