import type { DeploymentBrand } from '@portal/domain/brands/brand';
import type { ChatMessage } from '@portal/domain/chat/chatMessage';
import { londonTimeHHmm } from '@portal/domain/dates';
import { and, desc, eq, exists, ilike, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { chatConversations, chatMessages, staffAccounts } from '../db/schema/ops.ts';
import { enqueueEmail } from '../email/outboxRepository.ts';

const PAGE = 20;

/** Ended conversations: listed newest first, searchable, and their transcripts. */
export function createChatTranscripts(db: Db, clock: () => Date) {
  return {
    /** Resolved chats whose customer name or any message contains `search`, a page before `before`. */
    async resolved(search: string, before?: number) {
      const words = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const matches = search
        ? or(
            ilike(chatConversations.customerName, words),
            exists(
              db
                .select({ one: sql`1` })
                .from(chatMessages)
                .where(
                  and(eq(chatMessages.conversationId, chatConversations.id), ilike(chatMessages.body, words)),
                ),
            ),
          )
        : undefined;
      const rows = await db
        .select({ conversation: chatConversations, ownerName: staffAccounts.name })
        .from(chatConversations)
        .leftJoin(staffAccounts, eq(staffAccounts.id, chatConversations.staffId))
        .where(
          and(
            eq(chatConversations.status, 'resolved'),
            before ? lt(chatConversations.id, before) : undefined,
            matches,
          ),
        )
        .orderBy(desc(chatConversations.id))
        .limit(PAGE + 1);
      return {
        conversations: rows.slice(0, PAGE).map(({ conversation: c, ownerName }) => ({
          id: c.id,
          brand: c.brand,
          topic: c.topic,
          customerName: c.customerName,
          ownerName,
          reason: c.statusReason,
          startedAt: c.createdAt.toISOString(),
          resolvedAt: c.resolvedAt?.toISOString() ?? null,
        })),
        more: rows.length > PAGE,
      };
    },

    /** The whole conversation, oldest first (a conversation is bounded, so it fits one answer). */
    async transcript(conversationId: number, forCustomer = false) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(chatMessages.id);
      return rows.filter((row) => !forCustomer || row.sender !== 'note');
    },

    /** The transcript by email, through the outbox: what the customer saw, never agents' notes. */
    async email(conversation: { id: number; brand: string }, recipient: string) {
      const lines = (await this.transcript(conversation.id, true)).map(
        (m) =>
          `${londonTimeHHmm(m.at.toISOString())} ${m.sender === 'customer' ? 'You' : m.senderName}: ${m.body}`,
      );
      await enqueueEmail(
        db,
        {
          recipient,
          facts: { kind: 'chat-transcript', brand: conversation.brand as DeploymentBrand, lines },
        },
        clock(),
      );
    },
  };
}
export type ChatTranscripts = ReturnType<typeof createChatTranscripts>;
export type TranscriptLine = Pick<ChatMessage, 'sender' | 'senderName' | 'body' | 'at'>;
