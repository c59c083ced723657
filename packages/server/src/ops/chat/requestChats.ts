import type { RequestChats } from '@portal/domain/chat/chatContext';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { chatConversations } from '../../db/schema/ops.ts';
import { quotes } from '../../db/schema/quotes.ts';
import { requests } from '../../db/schema/requests.ts';

/**
 * The chats linked to a request, newest first, or undefined for no such request: a payment chat
 * about its quote, the chat a message was left from, and chats whose customer named its policy
 * at triage. The way back from a request to the chats the console links it to.
 */
export async function readRequestChats(db: Db, reference: string): Promise<RequestChats | undefined> {
  const [request] = await db
    .select({
      id: requests.id,
      policyId: requests.policyId,
      leftFrom: sql<number | null>`(${requests.details} -> 'chat' ->> 'conversationId')::int`,
    })
    .from(requests)
    .where(eq(requests.reference, reference));
  if (!request) return undefined;
  const rows = await db
    .select({ conversation: chatConversations, quoteRequestId: quotes.requestId })
    .from(chatConversations)
    .leftJoin(quotes, eq(quotes.id, chatConversations.quoteId))
    .where(
      or(
        eq(quotes.requestId, request.id),
        request.leftFrom !== null ? eq(chatConversations.id, request.leftFrom) : undefined,
        request.policyId !== null ? eq(chatConversations.policyId, request.policyId) : undefined,
      ),
    )
    .orderBy(desc(chatConversations.createdAt))
    .limit(20);
  return {
    chats: rows.map(({ conversation: c, quoteRequestId }) => ({
      id: c.id,
      customerName: c.customerName,
      status: c.status,
      startedAt: c.createdAt.toISOString(),
      link: quoteRequestId === request.id ? 'quote' : c.id === request.leftFrom ? 'left-message' : 'policy',
    })),
  };
}
