import type { DeploymentBrand } from '@portal/domain/brands/brand';
import type { PaymentControl } from '@portal/domain/payment/paymentControl';
import { agentMayConfirm, verificationMark } from '@portal/domain/payment/securePayment';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChatService } from '../chat/chatService.ts';
import type { Db } from '../db/database.ts';
import { quotes } from '../db/schema/quotes.ts';
import { decide } from '../quotes/quoteDecisions.ts';
import { quoteRecipients } from '../quotes/recipient.ts';
import { quotePolicy } from '../securePayment/callerQuote.ts';
import type { SecureForms } from '../securePayment/secureForms.ts';
import { audit, type StaffMember } from './audit.ts';

const params = z.object({ id: z.coerce.number().int().positive() });
const refusal = (errorCode: string, message: string) => ({ errorCode, message });

/**
 * The agent's side of a payment chat: what the quote is, how the customer was identified, and
 * the four actions. Each action is the staff member's own call (the console's CSRF check has
 * run), is audited under their name, and reaches the customer's page as a control message.
 */
export function paymentChatRoutes(
  app: FastifyInstance,
  options: {
    db: Db;
    chat: ChatService;
    forms: SecureForms;
    clock: () => Date;
    staffOf: (request: FastifyRequest) => StaffMember;
  },
): void {
  const { db, chat, forms, clock } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function paymentChat(id: number) {
    const conversation = await chat.conversation(id);
    if (!conversation?.quoteId || conversation.topic !== 'payment') return undefined;
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, conversation.quoteId));
    return quote && { conversation, quote };
  }
  const notFound = refusal('NOT_FOUND', 'This chat has no payment to take.');

  api.get('/chats/:id/payment', { schema: { params } }, async (request, reply) => {
    const found = await paymentChat(request.params.id);
    if (!found) return reply.status(404).send(notFound);
    const { conversation, quote } = found;
    const form = await forms.latest({ conversationId: conversation.id });
    return {
      policyNumber: (await quotePolicy(db, quote)).policyNumber,
      form: quote.form,
      quoteStatus: quote.status,
      amountDuePence: quote.quoteDto.amountToDebit ?? 0,
      verification: verificationMark(conversation.verified === true),
      secureForm: form ? form.state : null,
      chatStatus: conversation.status,
    };
  });

  type Action = 'secure-form' | 'taken' | 'declined' | 'transferred';
  const act = (action: Action, schema: z.ZodType = z.object({})) =>
    api.post(`/chats/:id/payment/${action}`, { schema: { params, body: schema } }, async (request, reply) => {
      const staff = options.staffOf(request);
      const found = await paymentChat(request.params.id);
      if (!found) return reply.status(404).send(notFound);
      const { conversation, quote } = found;
      if (conversation.status === 'closed')
        return reply.status(409).send(refusal('CONFLICT', 'This chat has ended.'));
      let control: PaymentControl;
      if (action === 'secure-form') {
        const opened = await forms.open(db, quote, conversation.id);
        control = { type: 'secure-form', url: opened.url };
      } else if (action === 'taken') {
        const form = await forms.latest({ conversationId: conversation.id });
        if (!agentMayConfirm(form?.state))
          return reply
            .status(409)
            .send(refusal('CONFLICT', 'The payment has not been taken yet: wait for the secure form.'));
        const confirmed = await decide(db, 'confirmPayment', { quoteId: quote.id }, clock(), {
          recipientsFor: quoteRecipients,
          ...(form?.paymentId ? { patch: { paymentId: form.paymentId } } : {}),
        });
        if (!confirmed.ok) return reply.status(409).send(refusal('CONFLICT', confirmed.errorCode));
        control = { type: 'payment-success' };
      } else if (action === 'declined') {
        // The quote stays waiting for payment, so its link (or a new card in a new chat) can still pay.
        const { attempt } = request.body as { attempt: 1 | 2 };
        control = { type: 'payment-declined', attempt };
      } else control = { type: 'payment-transferred' };
      await audit(
        db,
        staff,
        {
          action: `Payment chat: ${control.type}`,
          subject: `chat ${conversation.id}`,
          detail: { quote: quote.uuid, brand: quote.brand as DeploymentBrand },
        },
        clock(),
      );
      await chat.take(conversation.id, staff);
      await chat.control(conversation.id, staff, control);
      return { message: 'Sent to the customer.' };
    });

  act('secure-form');
  act('taken');
  act('declined', z.object({ attempt: z.union([z.literal(1), z.literal(2)]) }));
  act('transferred');
}
