import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { OWNED_BY_ANOTHER, ownedByAnother } from '@portal/domain/chat/chatLifecycle';
import {
  type PaymentChatAction,
  type PaymentChatTruth,
  paymentChatActions,
  refusedActionReason,
  whyNothingNow,
} from '@portal/domain/payment/paymentChatActions';
import type { PaymentControl } from '@portal/domain/payment/paymentControl';
import { verificationMark } from '@portal/domain/payment/securePayment';
import type { QuoteStatus } from '@portal/domain/quotes/quoteStatus';
import { eq } from 'drizzle-orm';
import type { ChatService } from '../chat/chatService.ts';
import type { Db } from '../db/database.ts';
import { quotes } from '../db/schema/quotes.ts';
import { decide } from '../quotes/quoteDecisions.ts';
import { quoteRecipients } from '../quotes/recipient.ts';
import { isSuperseded } from '../quotes/staleQuote.ts';
import { quotePolicy } from '../securePayment/callerQuote.ts';
import type { SecureForms } from '../securePayment/secureForms.ts';
import { audit, type StaffMember } from './audit.ts';

export type PaymentChatResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

const NOT_FOUND = { ok: false, status: 404, message: 'This chat has no payment to take.' } as const;
const conflict = (message: string) => ({ ok: false, status: 409, message }) as const;
const ALREADY_TOLD = 'The chat has ended: the customer has already been told the outcome.';

/**
 * The agent's side of a payment chat: what the quote is, how the customer was identified, and
 * the actions possible now. Each action is the staff member's own call, is audited under their
 * name, and reaches the customer's page as a control message. What is possible follows the
 * gateway's truth, read afresh before every action: once the money is taken, only "taken" can be sent.
 */
export function createPaymentChats(db: Db, chat: ChatService, forms: SecureForms, clock: () => Date) {
  async function paymentChat(id: number) {
    const conversation = await chat.conversation(id);
    if (!conversation?.quoteId || conversation.topic !== 'payment') return undefined;
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, conversation.quoteId));
    return quote && { conversation, quote };
  }

  /** The chat's newest form settled with the gateway, then the quote's status after that. */
  async function truthOf(conversationId: number, quote: typeof quotes.$inferSelect) {
    const form = await forms.latest({ conversationId });
    const settled = form ? await forms.settle(form, quote.brand as DeploymentBrand) : undefined;
    const [now] = await db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quote.id));
    return {
      form: settled?.state,
      paymentInFlight: settled?.inFlight ?? false,
      quoteStatus: (now?.status ?? quote.status) as QuoteStatus,
      superseded: await isSuperseded(db, quote),
      paymentId: form?.paymentId ?? null,
    } satisfies PaymentChatTruth & { paymentId: string | null };
  }

  /** The control message an action sends, or why it cannot be sent. */
  async function controlFor(
    action: PaymentChatAction,
    found: NonNullable<Awaited<ReturnType<typeof paymentChat>>>,
    truth: Awaited<ReturnType<typeof truthOf>>,
    attempt: 1 | 2 | undefined,
  ): Promise<PaymentControl | { refused: string }> {
    const { conversation, quote } = found;
    if (action === 'secure-form') {
      const opened = await forms.open(db, quote, conversation.id);
      return { type: 'secure-form', url: opened.url };
    }
    if (action === 'taken') {
      // Already confirmed when the gateway took it; this replays, or confirms a card taken elsewhere.
      const confirmed = await decide(db, 'confirmPayment', { quoteId: quote.id }, clock(), {
        recipientsFor: quoteRecipients,
        ...(truth.paymentId ? { patch: { paymentId: truth.paymentId } } : {}),
      });
      return confirmed.ok ? { type: 'payment-success' } : { refused: confirmed.errorCode };
    }
    // The bank declined: the quote stays waiting, so its link (or another card) can still pay.
    if (action === 'declined') return { type: 'payment-declined', attempt: attempt ?? 1 };
    return { type: 'payment-transferred' };
  }

  return {
    /** The payment chat's quote and what the agent can do now, or undefined when it has none. */
    async view(id: number) {
      const found = await paymentChat(id);
      if (!found) return undefined;
      const { conversation, quote } = found;
      const truth = await truthOf(conversation.id, quote);
      const ended = conversation.status === 'resolved';
      const actions = ended ? [] : paymentChatActions(truth);
      return {
        policyNumber: (await quotePolicy(db, quote)).policyNumber,
        form: quote.form,
        quoteStatus: truth.quoteStatus,
        amountDuePence: quote.quoteDto.amountToDebit ?? 0,
        verification: verificationMark(conversation.verified === true),
        secureForm: truth.form ?? null,
        paymentInFlight: truth.paymentInFlight,
        actions,
        // Why nothing is offered, in words the agent can act on.
        explanation: actions.length > 0 ? null : whyNothingNow(truth, ended),
        chatStatus: conversation.status,
      };
    },

    /** One action by `staff`, who takes the chat as they act (as replying does). */
    async act(
      id: number,
      staff: StaffMember,
      action: PaymentChatAction,
      attempt?: 1 | 2,
    ): Promise<PaymentChatResult> {
      const found = await paymentChat(id);
      if (!found) return NOT_FOUND;
      const { conversation, quote } = found;
      if (conversation.status === 'resolved') return conflict('This chat has ended.');
      if (ownedByAnother(conversation, staff)) return conflict(OWNED_BY_ANOTHER);
      const truth = await truthOf(conversation.id, quote);
      if (!paymentChatActions(truth).includes(action)) return conflict(refusedActionReason(truth));
      const control = await controlFor(action, found, truth, attempt);
      if ('refused' in control) return conflict(control.refused);
      await chat.take(conversation.id, staff);
      // Guarded like a quote's decision: of two parallel presses one sends, and only it is audited.
      if (!(await chat.control(conversation.id, staff, control))) return conflict(ALREADY_TOLD);
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
      // "Transferred to another agent": the chat, with its payment, goes back to the queue for the
      // next free agent; the customer's transferred page keeps the chat window.
      if (control.type === 'payment-transferred') await chat.transfer(conversation.id, staff, null);
      return { ok: true };
    },
  };
}
export type PaymentChats = ReturnType<typeof createPaymentChats>;
