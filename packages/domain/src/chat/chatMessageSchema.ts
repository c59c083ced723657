import { z } from 'zod';
import { paymentControl } from '../payment/paymentControl.ts';

/**
 * A chat message as the server stores and sends it, on both sockets and in transcripts. A `note`
 * is between agents: it never reaches the customer's socket.
 */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sender: z.enum(['customer', 'agent', 'system', 'note']),
  senderName: z.string(),
  body: z.string(),
  /** Only on a payment chat, and only from a staff action (never a socket): what the payment page acts on. */
  control: paymentControl.optional(),
  at: z.string().describe('ISO 8601'),
});

/** A socket's error frame: a frame that did not parse is answered with this, never a crash. */
export const chatErrorFrame = z.object({ type: z.literal('error'), message: z.string() });

/** The words of an error frame: what was wrong with the frame, so its sender can be fixed. */
export function frameError(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const first = issues[0];
  const where = first?.path.length ? ` at ${first.path.map(String).join('.')}` : '';
  return `That frame was not understood${where}: ${first?.message ?? 'not a JSON object, or it holds a control character'}.`;
}
