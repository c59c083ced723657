import { CHAT_LIMITS, type CHAT_REFUSALS } from '@portal/domain/chat/chatLimits';
import type { ChatMessage } from '@portal/domain/chat/chatMessage';
import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { sha256 } from '../crypto/sha256.ts';
import type { Db, DbOrTx } from '../db/database.ts';
import { chatConversations, chatMessages, staffAccounts } from '../db/schema/ops.ts';
import { policies } from '../db/schema/policies.ts';
import { quotes } from '../db/schema/quotes.ts';
import { requests } from '../db/schema/requests.ts';

/** A stored message as both sides see it. */
export const messageView = (row: typeof chatMessages.$inferSelect): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  sender: row.sender,
  senderName: row.senderName,
  body: row.body,
  ...(row.control ? { control: row.control } : {}),
  at: row.at.toISOString(),
});

export type Refusal = keyof typeof CHAT_REFUSALS;

/** What stops one more customer message, or undefined when it may go. */
export async function customerRefusal(
  tx: DbOrTx,
  conversationId: number,
  now: Date,
): Promise<Refusal | undefined> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  const [counts] = await tx
    .select({
      all: sql<number>`count(*)::int`,
      agent: sql<number>`(count(*) filter (where ${chatMessages.sender} = 'agent'))::int`,
      customer: sql<number>`(count(*) filter (where ${chatMessages.sender} = 'customer'))::int`,
      recent: sql<number>`(count(*) filter (where ${chatMessages.sender} = 'customer' and ${chatMessages.at} > ${minuteAgo.toISOString()}))::int`,
    })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId));
  if (!counts) return undefined;
  if (counts.recent >= CHAT_LIMITS.conversationPerMinute) return 'tooFast';
  if (counts.all >= CHAT_LIMITS.conversationLength) return 'full';
  if (counts.agent === 0 && counts.customer >= CHAT_LIMITS.beforeAnswer) return 'waitForAnswer';
  return undefined;
}

/** What the chat service reads: conversations (by their customer's token or id), the agents' list, pages of messages. */
export function createChatReads(db: Db) {
  const reads = {
    async conversationOf(token: string) {
      if (!token || token.length > 64) return undefined;
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.tokenHash, sha256(token)));
      return row;
    },

    async conversation(id: number) {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      return row;
    },

    /**
     * Waiting, open and pending chats, oldest first, for the agents' list: with their owner's name,
     * for a chat the server bound to a quote (a payment chat) that quote's policy and request, and
     * for one opened after triage the policy the customer's registration found.
     */
    async live() {
      return (
        db
          .select({
            conversation: chatConversations,
            ownerName: staffAccounts.name,
            policyNumber: policies.policyNumber,
            requestReference: requests.reference,
          })
          .from(chatConversations)
          .leftJoin(staffAccounts, eq(staffAccounts.id, chatConversations.staffId))
          .leftJoin(quotes, eq(quotes.id, chatConversations.quoteId))
          // A payment chat's quote names the policy; else what the customer told triage, if anything.
          .leftJoin(
            policies,
            eq(policies.id, sql`coalesce(${quotes.policyId}, ${chatConversations.policyId})`),
          )
          .leftJoin(requests, eq(requests.id, quotes.requestId))
          .where(inArray(chatConversations.status, ['waiting', 'open', 'pending']))
          .orderBy(asc(chatConversations.createdAt), asc(chatConversations.id))
      );
    },

    /** Where a waiting conversation stands in the queue: 1 is next. */
    async queuePosition(id: number) {
      const [row] = await db
        .select({ ahead: sql<number>`count(*)::int` })
        .from(chatConversations)
        .where(and(eq(chatConversations.status, 'waiting'), lt(chatConversations.id, id)));
      return (row?.ahead ?? 0) + 1;
    },

    /**
     * One page of a conversation: the newest page, the messages after `after` (a reconnect asks only
     * for what it missed), or the page before `before` (scrolling back). Notes stay with agents.
     */
    async history(
      conversationId: number,
      page: { after?: number; before?: number; forCustomer?: boolean } = {},
    ) {
      const where = and(
        eq(chatMessages.conversationId, conversationId),
        page.after !== undefined ? gt(chatMessages.id, page.after) : undefined,
        page.before !== undefined ? lt(chatMessages.id, page.before) : undefined,
        page.forCustomer ? ne(chatMessages.sender, 'note') : undefined,
      );
      const limit = CHAT_LIMITS.historyPage;
      const rows =
        page.after !== undefined
          ? await db
              .select()
              .from(chatMessages)
              .where(where)
              .orderBy(asc(chatMessages.id))
              .limit(limit + 1)
          : (
              await db
                .select()
                .from(chatMessages)
                .where(where)
                .orderBy(desc(chatMessages.id))
                .limit(limit + 1)
            ).reverse();
      const more = rows.length > limit;
      const kept = more ? (page.after !== undefined ? rows.slice(0, limit) : rows.slice(1)) : rows;
      return { messages: kept.map(messageView), more };
    },

    /** The messages of a conversation after the given id (what a bus event announced). */
    async since(conversationId: number, after: number) {
      return (await reads.history(conversationId, { after })).messages;
    },

    async latest(conversationId: number) {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(desc(chatMessages.id))
        .limit(1);
      return row && messageView(row);
    },
  };
  return reads;
}
