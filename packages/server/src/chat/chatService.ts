import { createHash, randomBytes } from 'node:crypto';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { brandSettings } from '@portal/domain/brands/registry';
import { CHAT_MESSAGE_LIMIT, type ChatMessage, type ChatTopic } from '@portal/domain/chat/chatMessage';
import { isOpen } from '@portal/domain/hours';
import { CONTROL_TEXT, type PaymentControl } from '@portal/domain/payment/paymentControl';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { chatConversations, chatMessages } from '../db/schema/ops.ts';
import type { ChatBus } from './chatBus.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const view = (row: typeof chatMessages.$inferSelect): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  sender: row.sender,
  senderName: row.senderName,
  body: row.body,
  ...(row.control ? { control: row.control } : {}),
  at: row.at.toISOString(),
});

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
  const announce = (conversationId: number, kind: 'message' | 'status') =>
    bus.publish({ conversationId, kind });

  async function post(
    conversationId: number,
    sender: ChatMessage['sender'],
    senderName: string,
    body: string,
    control?: PaymentControl,
  ) {
    const text = body.trim().slice(0, CHAT_MESSAGE_LIMIT);
    if (!text) return undefined;
    const [row] = await db
      .insert(chatMessages)
      .values({ conversationId, sender, senderName, body: text, control: control ?? null, at: clock() })
      .returning();
    await announce(conversationId, 'message');
    return row && view(row);
  }

  const service = {
    /** Chat is offered only within the brand's web-chat hours. */
    available: (brand: DeploymentBrand) =>
      hours === 'brand'
        ? isOpen(clock().toISOString(), brandSettings(brand).hours.webchatHours)
        : hours === 'always',

    /** A payment chat also carries its quote and the customer's verification, set by the server. */
    async open(input: {
      brand: DeploymentBrand;
      topic: ChatTopic;
      customerName: string;
      payment?: { quoteId: number; verified: boolean };
    }) {
      const token = randomBytes(32).toString('base64url');
      const [row] = await db
        .insert(chatConversations)
        .values({
          tokenHash: hashOf(token),
          brand: input.brand,
          topic: input.topic,
          customerName: input.customerName.trim().slice(0, 80),
          status: 'waiting',
          quoteId: input.payment?.quoteId ?? null,
          verified: input.payment?.verified ?? null,
          createdAt: clock(),
        })
        .returning({ id: chatConversations.id });
      await announce(row!.id, 'status');
      return { token, conversationId: row!.id };
    },

    async conversationOf(token: string) {
      if (!token || token.length > 64) return undefined;
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.tokenHash, hashOf(token)));
      return row;
    },

    async conversation(id: number) {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      return row;
    },

    /** Waiting and open chats, oldest waiting first, for the agents' list. */
    async live() {
      return db
        .select()
        .from(chatConversations)
        .where(inArray(chatConversations.status, ['waiting', 'open']))
        .orderBy(asc(chatConversations.id));
    },

    async history(conversationId: number) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(asc(chatMessages.id));
      return rows.map(view);
    },

    async latest(conversationId: number) {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(desc(chatMessages.id))
        .limit(1);
      return row && view(row);
    },

    customerSays: (conversationId: number, customerName: string, body: string) =>
      post(conversationId, 'customer', customerName || 'Customer', body),

    /** An agent answering takes the chat if nobody has yet. */
    async agentSays(conversationId: number, agent: { id: number; name: string }, body: string) {
      await service.take(conversationId, agent);
      return post(conversationId, 'agent', agent.name, body);
    },

    async take(conversationId: number, agent: { id: number }) {
      const taken = await db
        .update(chatConversations)
        .set({ status: 'open', staffId: agent.id })
        .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.status, 'waiting')))
        .returning({ id: chatConversations.id });
      if (taken.length > 0) await announce(conversationId, 'status');
    },

    /** A staff action's control message to the customer's page, with its words for both to read. */
    control: (conversationId: number, agent: { name: string }, control: PaymentControl) =>
      post(conversationId, 'agent', agent.name, CONTROL_TEXT[control.type], control),

    /** A note from the portal itself (the secure form's outcome), for the agent to read. */
    note: (conversationId: number, body: string) => post(conversationId, 'system', 'Portal', body),

    async close(conversationId: number) {
      await db
        .update(chatConversations)
        .set({ status: 'closed' })
        .where(eq(chatConversations.id, conversationId));
      await post(conversationId, 'system', 'Portal', 'The chat has ended.');
      await announce(conversationId, 'status');
    },
  };
  return service;
}
export type ChatService = ReturnType<typeof createChatService>;
