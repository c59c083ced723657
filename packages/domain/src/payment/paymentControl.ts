import { z } from 'zod';
import { acceptPath } from '../accept/acceptRoutes.ts';
import type { FormCode } from '../formCodes.ts';

/**
 * Control messages an agent's console actions send over a payment chat. Only the server writes
 * them (a staff call); the customer's page moves on these alone, never on typed text.
 */
export const paymentControl = z.discriminatedUnion('type', [
  /** The secure card form for the customer to type the card into. */
  z.object({ type: z.literal('secure-form'), url: z.string().startsWith('/').max(300) }),
  z.object({ type: z.literal('payment-success') }),
  z.object({ type: z.literal('payment-declined'), attempt: z.union([z.literal(1), z.literal(2)]) }),
  z.object({ type: z.literal('payment-transferred') }),
]);
export type PaymentControl = z.infer<typeof paymentControl>;
export type PaymentOutcomeControl = Exclude<PaymentControl, { type: 'secure-form' }>;

/** The words the chat shows with each control message (the customer reads them too). */
export const CONTROL_TEXT: Record<PaymentControl['type'], string> = {
  'secure-form': 'Please type your card details into the secure form.',
  'payment-success': 'Your payment has been taken.',
  'payment-declined': 'Your payment has been declined.',
  'payment-transferred': 'You are being transferred to another agent.',
};

/** Where an outcome message sends the customer: /{form}/accept/payment-… (declined takes a count). */
export function routeForControl(form: FormCode, control: PaymentOutcomeControl): string {
  if (control.type === 'payment-declined')
    return control.attempt === 2
      ? `${acceptPath(form, 'payment-declined')}/2`
      : acceptPath(form, 'payment-declined');
  return acceptPath(form, control.type);
}

/**
 * The control message the payment page acts on: the newest one from the agent's side that parses.
 * A message the customer typed never counts, whatever it contains.
 */
export function latestControl(
  messages: readonly { sender: string; control?: unknown }[],
): PaymentControl | undefined {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (!message || message.sender === 'customer' || message.control === undefined) continue;
    const parsed = paymentControl.safeParse(message.control);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}
