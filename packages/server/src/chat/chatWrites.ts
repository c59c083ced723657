import type { ResolvedReason } from '@portal/domain/chat/chatLifecycle';
import { RESOLVED_REASONS } from '@portal/domain/chat/chatLifecycle';
import { CHAT_MESSAGE_LIMIT, type ChatMessage } from '@portal/domain/chat/chatMessage';
import type { PaymentControl } from '@portal/domain/payment/paymentControl';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database.ts';
import { whileDatabaseDown } from '../db/databaseUnreachable.ts';
import { chatConversations, chatMessages } from '../db/schema/ops.ts';
import type { ChatBus, ChatEvent } from './chatBus.ts';
import { messageView } from './chatReads.ts';

export type Conversation = typeof chatConversations.$inferSelect;

/**
 * How the chat service writes: messages stored in order within their conversation, moves between
 * states made only from the states expected (so two instances never undo each other), and each
 * change announced on the bus once it is stored.
 */
export function createChatWrites(db: Db, bus: ChatBus, clock: () => Date) {
  // Announced once the change is stored, so an announcement must not fail the work (which a
  // caller may then repeat, storing it twice): while the database restarts it is tried again,
  // and one that is lost is made good by every instance reading back when its bus hears again.
  const announce = (conversationId: number, kind: ChatEvent['kind'], extra: Partial<ChatEvent> = {}) =>
    whileDatabaseDown(() => bus.publish({ ...extra, conversationId, kind })).catch(() => {});

  /** Stores a message (in the caller's transaction when given); the caller announces it. */
  async function insert(
    tx: DbOrTx,
    conversationId: number,
    sender: ChatMessage['sender'],
    senderName: string,
    body: string,
    control?: PaymentControl,
  ) {
    const text = body.trim().slice(0, CHAT_MESSAGE_LIMIT);
    if (!text) return undefined;
    // The conversation's row is locked before the message takes its id, so within one
    // conversation ids are taken in the order messages commit. Instances push "what is newer than
    // the last id pushed": an agent's message that took its id first but committed after a
    // customer's (both sent as a database came back) was never pushed to anyone.
    await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(eq(chatConversations.id, conversationId))
      .for('update');
    const at = clock();
    const [row] = await tx
      .insert(chatMessages)
      .values({ conversationId, sender, senderName, body: text, control: control ?? null, at })
      .returning();
    if (sender !== 'note')
      await tx
        .update(chatConversations)
        .set({ lastMessageAt: at })
        .where(eq(chatConversations.id, conversationId));
    return row && messageView(row);
  }

  async function post(
    conversationId: number,
    sender: ChatMessage['sender'],
    senderName: string,
    body: string,
    control?: PaymentControl,
  ) {
    // In one transaction, so work repeated after a database restart stores the message once or not at all.
    const message = await db.transaction((tx) =>
      insert(tx, conversationId, sender, senderName, body, control),
    );
    if (message) await announce(conversationId, 'message');
    return message;
  }

  /**
   * Moves a conversation between states only from those given, so two instances never undo each
   * other; inside the caller's transaction, which announces it once committed.
   */
  async function moveIn(
    tx: DbOrTx,
    id: number,
    from: readonly Conversation['status'][],
    change: Partial<Conversation>,
    onlySnoozed = false,
  ): Promise<boolean> {
    const moved = await tx
      .update(chatConversations)
      .set(change)
      .where(
        and(
          eq(chatConversations.id, id),
          inArray(chatConversations.status, [...from]),
          onlySnoozed ? isNotNull(chatConversations.snoozedUntil) : undefined,
        ),
      )
      .returning({ id: chatConversations.id });
    return moved.length > 0;
  }

  async function move(id: number, from: readonly Conversation['status'][], change: Partial<Conversation>) {
    const moved = await moveIn(db, id, from, change);
    if (moved) await announce(id, 'status');
    return moved;
  }

  /** Ends a live conversation inside the caller's transaction; false when it had already ended. */
  const endIn = (tx: DbOrTx, id: number, reason: ResolvedReason, at = clock()) =>
    moveIn(tx, id, ['waiting', 'open', 'pending'], {
      status: 'resolved',
      statusReason: RESOLVED_REASONS[reason],
      resolvedAt: at,
    });

  /**
   * Once an ending is committed: its last words first, then the status, so a page or transcript
   * that sees the chat resolved always sees it ended in words too.
   */
  async function announceEnded(id: number) {
    await announce(id, 'message');
    await announce(id, 'status');
  }

  /** The first agent's moment keeps: a transfer or take-over is no new wait. */
  const firstTaken = () =>
    sql`coalesce(${chatConversations.takenAt}, ${clock().toISOString()}::timestamptz)` as unknown as Date;

  return { announce, insert, post, moveIn, move, endIn, announceEnded, firstTaken };
}
