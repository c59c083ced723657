import { randomBytes } from 'node:crypto';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { CHAT_LIFECYCLE, PENDING_REASON, type ResolvedReason } from '@portal/domain/chat/chatLifecycle';
import type { ChatTopic } from '@portal/domain/chat/chatMessage';
import { CONTROL_TEXT, type PaymentControl } from '@portal/domain/payment/paymentControl';
import { leftMessageConfirmation } from '@portal/domain/requests/leftMessage';
import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { sha256 } from '../crypto/sha256.ts';
import type { Db } from '../db/database.ts';
import { chatConversations } from '../db/schema/ops.ts';
import type { ChatBus } from './chatBus.ts';
import { createChatPresence } from './chatPresence.ts';
import { expectedWait, policyToldAtTriage } from './chatQueue.ts';
import { createChatReads, customerRefusal } from './chatReads.ts';
import { createChatTranscripts } from './chatTranscripts.ts';
import { type Conversation, createChatWrites } from './chatWrites.ts';
import { recordLeftMessage } from './leftMessageRequest.ts';

const SNOOZABLE: readonly Conversation['status'][] = ['waiting', 'open', 'pending'];

/** The payment outcomes that end their chat, and the reason each records. */
const ENDED_BY: Partial<Record<PaymentControl['type'], ResolvedReason>> = {
  'payment-success': 'paymentTaken',
  'payment-declined': 'paymentDeclined',
};

/**
 * Live web chat: conversations and messages are rows (so any instance can serve either side),
 * and every change is announced on the bus for the instances holding the sockets.
 */
export function createChatService(
  db: Db,
  bus: ChatBus,
  clock: () => Date,
  hours: 'brand' | 'always' | 'never',
) {
  const presence = createChatPresence(db, clock, hours);
  const transcripts = createChatTranscripts(db, clock);
  const reads = createChatReads(db);
  const { announce, insert, post, moveIn, move, endIn, announceEnded, firstTaken } = createChatWrites(
    db,
    bus,
    clock,
  );

  const service = {
    ...reads,
    presence,
    transcripts,
    /** About how many minutes the customer at `position` waits, from lately's waits and the agents present. */
    expectedWait: async (position: number) => expectedWait(db, position, (await presence.agents()).length),
    /** Chat is offered within the brand's web-chat hours, and only while an agent is present. */
    available: async (brand: DeploymentBrand) => presence.hoursOpen(brand) && (await presence.agentPresent()),

    /** A payment chat also carries its quote and the customer's verification, set by the server. */
    async open(input: {
      brand: DeploymentBrand;
      topic: ChatTopic;
      customerName: string;
      pagePath?: string;
      payment?: { quoteId: number; verified: boolean };
      /** What triage was told: the agent sees the brand's policy insuring this vehicle. */
      registration?: string;
    }) {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const told = input.registration ? await policyToldAtTriage(db, input.registration, input.brand) : null;
      const [row] = await db
        .insert(chatConversations)
        .values({
          tokenHash: sha256(token),
          brand: input.brand,
          topic: input.topic,
          customerName: input.customerName.trim().slice(0, 80),
          status: 'waiting',
          quoteId: input.payment?.quoteId ?? null,
          verified: input.payment?.verified ?? null,
          pagePath: (input.pagePath ?? '').slice(0, 200),
          registration: input.registration ?? null,
          policyId: told,
          customerSeenAt: now,
          createdAt: now,
        })
        .returning({ id: chatConversations.id });
      await announce(row!.id, 'status');
      return { token, conversationId: row!.id };
    },

    /**
     * A customer's message, unless a limit stops it (then nothing is stored). The conversation's
     * row is locked while it is counted and written, so parallel sockets and instances cannot
     * slip past a limit together.
     */
    async customerSays(conversationId: number, customerName: string, body: string) {
      const said = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: chatConversations.status })
          .from(chatConversations)
          .where(eq(chatConversations.id, conversationId))
          .for('update');
        if (!current || current.status === 'resolved')
          return { refused: 'ended' as const, message: undefined };
        const refused = await customerRefusal(tx, conversationId, clock());
        if (refused) return { refused, message: undefined };
        const message = await insert(tx, conversationId, 'customer', customerName || 'Customer', body);
        // The customer wrote: a snoozed chat is back in its agent's list at once, as Chatwoot's is.
        const woke = message
          ? await moveIn(tx, conversationId, SNOOZABLE, { snoozedUntil: null }, true)
          : false;
        return { refused: undefined, message, woke };
      });
      if (said.message) await announce(conversationId, 'message');
      if (said.woke) await announce(conversationId, 'status');
      return said;
    },

    /** An agent answering takes the chat if nobody has yet (or brings it back from pending). */
    async agentSays(conversationId: number, agent: { id: number; name: string }, body: string) {
      await service.take(conversationId, agent);
      return post(conversationId, 'agent', agent.name, body);
    },

    /** A private note between agents: kept in the conversation, never sent to the customer. */
    privateNote: (conversationId: number, agent: { name: string }, body: string) =>
      post(conversationId, 'note', agent.name, body),

    /** Takes a waiting chat. An owned one is taken over only with `takeOver`, on purpose. */
    async take(conversationId: number, agent: { id: number }, takeOver = false) {
      const taken = { status: 'open' as const, staffId: agent.id, takenAt: firstTaken() };
      if (await move(conversationId, ['waiting'], taken)) return true;
      if (!takeOver) return false;
      return move(conversationId, ['open', 'pending'], { staffId: agent.id });
    },

    /**
     * Hands a conversation (and so its payment) to another agent, or back to the queue when `to`
     * is null. The customer keeps the chat; the message says what happened.
     */
    async transfer(conversationId: number, from: { name: string }, to: { id: number; name: string } | null) {
      const moved = await move(
        conversationId,
        ['waiting', 'open', 'pending'],
        to
          ? { status: 'open', staffId: to.id, takenAt: firstTaken() }
          : { status: 'waiting', staffId: null, snoozedUntil: null },
      );
      if (moved && to) await announce(conversationId, 'transferred', { to: to.id, by: from.name });
      if (moved)
        await post(
          conversationId,
          'system',
          'Portal',
          to
            ? `${from.name} transferred the chat to ${to.name}.`
            : `${from.name} passed the chat to the next free agent.`,
        );
      return moved;
    },

    /**
     * A staff action's control message to the customer's page, with its words for both to read;
     * false when it was not sent. A payment chat ends with its outcome (the customer's page has
     * moved on), and the outcome is told once: it is sent only by whoever ends the chat, in the
     * same transaction, so two parallel "Payment taken" presses send one message.
     */
    async control(conversationId: number, by: { name: string } | 'portal', control: PaymentControl) {
      const [sender, name] =
        by === 'portal' ? (['system', 'Portal'] as const) : (['agent', by.name] as const);
      const text = CONTROL_TEXT[control.type];
      const ending = ENDED_BY[control.type];
      if (!ending) return (await post(conversationId, sender, name, text, control)) !== undefined;
      const ended = await db.transaction(async (tx) => {
        if (!(await endIn(tx, conversationId, ending))) return false;
        await insert(tx, conversationId, sender, name, text, control);
        await insert(tx, conversationId, 'system', 'Portal', 'The chat has ended.');
        return true;
      });
      if (ended) await announceEnded(conversationId);
      return ended;
    },

    /** A note from the portal itself (the secure form's outcome), for the agent to read. */
    note: (conversationId: number, body: string) => post(conversationId, 'system', 'Portal', body),

    /** Ends the chat and says so in its log, in one transaction. */
    async resolve(conversationId: number, reason: ResolvedReason) {
      const ended = await db.transaction(async (tx) => {
        if (!(await endIn(tx, conversationId, reason))) return false;
        await insert(tx, conversationId, 'system', 'Portal', 'The chat has ended.');
        return true;
      });
      if (ended) await announceEnded(conversationId);
      return ended;
    },

    /**
     * No agent came: the message becomes a request in the work queue (the reply is promised by
     * email) and the conversation ends, as the customer is no longer waiting in it. Both in one
     * transaction, so a message is never queued twice nor lost; the reference is answered.
     */
    async leaveMessage(conversation: Conversation, email: string, body: string) {
      const reference = await db.transaction(async (tx) => {
        const now = clock();
        if (!(await endIn(tx, conversation.id, 'message', now))) return undefined;
        await insert(tx, conversation.id, 'customer', conversation.customerName || 'Customer', body);
        // The chat ends at the moment the message is left: one instant for both records.
        const reference = await recordLeftMessage(tx, conversation, { email, body }, now);
        // In the log too, so the customer's page keeps the confirmation once the chat has ended.
        await insert(tx, conversation.id, 'system', 'Portal', leftMessageConfirmation(email, reference));
        return reference;
      });
      if (reference) await announceEnded(conversation.id);
      return reference;
    },

    /**
     * The customer is back (a reload, a reconnect): a pending chat returns to its agent or the
     * queue. Read from the row as it is now, not as the caller last saw it: another instance may
     * have marked it pending since. Answers when it was stamped, for `customerLeft`.
     */
    async customerReturned(conversation: Conversation) {
      const at = clock();
      await db
        .update(chatConversations)
        .set({ customerSeenAt: at })
        .where(eq(chatConversations.id, conversation.id));
      const back = await move(conversation.id, ['pending'], {
        status: sql`case when ${chatConversations.staffId} is null then 'waiting' else 'open' end` as never,
        statusReason: null,
      });
      return { at, back };
    },

    /**
     * The customer's last socket on this instance closed: with no connection they are not waiting
     * (nor counted, nor ahead of anyone), so the chat is pending at once. Unless another instance
     * stamped them since `stampedAt` (they reconnected there first): then they are still here.
     */
    async customerLeft(conversationId: number, stampedAt: Date) {
      const left = await db
        .update(chatConversations)
        .set({ status: 'pending', statusReason: PENDING_REASON })
        .where(
          and(
            eq(chatConversations.id, conversationId),
            inArray(chatConversations.status, ['waiting', 'open']),
            lte(chatConversations.customerSeenAt, stampedAt),
          ),
        )
        .returning({ id: chatConversations.id });
      if (left.length > 0) await announce(conversationId, 'status');
      return left.length > 0;
    },

    /** Sets a chat aside until a time, or (null) brings it back now. */
    snooze: (conversationId: number, until: Date | null) =>
      move(conversationId, SNOOZABLE, { snoozedUntil: until }),

    /**
     * Abandonment, run by every instance now and then (idempotent): chats whose customer has not
     * been connected for a while go pending, then resolved with the reason.
     */
    async sweep() {
      const now = clock().getTime();
      const { pendingAfterSeconds, resolvedAfterSeconds } = CHAT_LIFECYCLE;
      const gone = await db
        .select({
          id: chatConversations.id,
          status: chatConversations.status,
          seen: chatConversations.customerSeenAt,
        })
        .from(chatConversations)
        .where(
          and(
            inArray(chatConversations.status, ['waiting', 'open', 'pending']),
            lt(chatConversations.customerSeenAt, new Date(now - pendingAfterSeconds * 1000)),
          ),
        );
      const longGone = new Date(now - resolvedAfterSeconds * 1000);
      for (const { id, status, seen } of gone) {
        if (seen < longGone) await service.resolve(id, 'abandoned');
        else if (status !== 'pending')
          await move(id, ['waiting', 'open'], { status: 'pending', statusReason: PENDING_REASON });
      }
    },
  };
  return service;
}
export type ChatService = ReturnType<typeof createChatService>;
