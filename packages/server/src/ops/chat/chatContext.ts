import type { ChatContext } from '@portal/domain/chat/chatContext';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { chatConversations } from '../../db/schema/ops.ts';
import { policies } from '../../db/schema/policies.ts';
import { quotes } from '../../db/schema/quotes.ts';
import { requests } from '../../db/schema/requests.ts';

/** How many of the policy's other requests are listed beside the chat. */
const POLICY_REQUESTS = 5;

/**
 * Everything the console shows beside a conversation, or undefined for no such chat: the policy
 * (from a payment chat's quote, else the registration told at triage), the quote, and the
 * requests it touched (the quote's, messages left from it) then the policy's latest others.
 */
export async function readChatContext(db: Db, id: number): Promise<ChatContext | undefined> {
  const [row] = await db
    .select({
      conversation: chatConversations,
      policyId: policies.id,
      policyNumber: policies.policyNumber,
      product: policies.product,
      quoteStatus: quotes.status,
      quoteForm: quotes.form,
      quoteRequest: requests.reference,
    })
    .from(chatConversations)
    .leftJoin(quotes, eq(quotes.id, chatConversations.quoteId))
    .leftJoin(requests, eq(requests.id, quotes.requestId))
    .leftJoin(policies, eq(policies.id, sql`coalesce(${quotes.policyId}, ${chatConversations.policyId})`))
    .where(eq(chatConversations.id, id));
  if (!row) return undefined;
  const { conversation: c } = row;
  const policyId = row.policyId;
  const related = await db
    .select({
      reference: requests.reference,
      form: requests.form,
      createdAt: requests.createdAt,
      policyId: requests.policyId,
      leftFrom: sql<number | null>`(${requests.details} -> 'chat' ->> 'conversationId')::int`,
    })
    .from(requests)
    .leftJoin(quotes, eq(quotes.requestId, requests.id))
    .where(
      or(
        sql`(${requests.details} -> 'chat' ->> 'conversationId') = ${String(id)}`,
        c.quoteId !== null ? eq(quotes.id, c.quoteId) : undefined,
        policyId !== null ? eq(requests.policyId, policyId) : undefined,
        row.quoteRequest ? eq(requests.reference, row.quoteRequest) : undefined,
      ),
    )
    .orderBy(desc(requests.createdAt))
    .limit(50);
  const seen = new Set<string>();
  const linked = related
    .filter((r) => !seen.has(r.reference) && seen.add(r.reference))
    .map((r) => ({
      reference: r.reference,
      form: r.form,
      createdAt: r.createdAt.toISOString(),
      link:
        r.reference === row.quoteRequest
          ? ('quote' as const)
          : r.leftFrom === id
            ? ('left-message' as const)
            : ('policy' as const),
    }));
  const touched = linked.filter((r) => r.link !== 'policy');
  const others = linked.filter((r) => r.link === 'policy').slice(0, POLICY_REQUESTS);
  return {
    conversationId: c.id,
    pagePath: c.pagePath,
    policy: row.policyNumber
      ? {
          policyNumber: row.policyNumber,
          product: row.product ?? '',
          from: c.quoteId !== null ? 'quote' : 'registration',
          registration: c.registration,
        }
      : null,
    quote:
      row.quoteRequest && row.quoteStatus && row.quoteForm
        ? { requestReference: row.quoteRequest, form: row.quoteForm, status: row.quoteStatus }
        : null,
    requests: [...touched, ...others],
  };
}
