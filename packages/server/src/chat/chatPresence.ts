import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { brandSettings } from '@portal/domain/brands/registry';
import { CHAT_LIFECYCLE } from '@portal/domain/chat/chatLifecycle';
import { isOpen } from '@portal/domain/hours';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { chatAgentPresence, chatConversations, staffAccounts } from '../db/schema/ops.ts';

/**
 * Who is there, across instances: each instance renews a row per agent whose
 * socket it holds and stamps the conversations whose customer it holds. A row not renewed within
 * `presenceSeconds` is an agent gone, whichever instance held them (or crashed).
 */
export function createChatPresence(db: Db, clock: () => Date, hours: 'brand' | 'always' | 'never') {
  const freshSince = () => new Date(clock().getTime() - CHAT_LIFECYCLE.presenceSeconds * 1000);
  return {
    hoursOpen: (brand: DeploymentBrand) =>
      hours === 'brand'
        ? isOpen(clock().toISOString(), brandSettings(brand).hours.webchatHours)
        : hours === 'always',

    async agentPresent() {
      const [row] = await db
        .select({ id: chatAgentPresence.staffId })
        .from(chatAgentPresence)
        .where(gt(chatAgentPresence.seenAt, freshSince()))
        .limit(1);
      return row !== undefined;
    },

    /** Agents present now, by name: whom a chat can be transferred to. */
    async agents() {
      return db
        .select({ id: staffAccounts.id, name: staffAccounts.name })
        .from(chatAgentPresence)
        .innerJoin(staffAccounts, eq(staffAccounts.id, chatAgentPresence.staffId))
        .where(gt(chatAgentPresence.seenAt, freshSince()))
        .orderBy(asc(staffAccounts.name));
    },

    /** This instance still holds these agents and these customers. */
    async heartbeat(staffIds: readonly number[], conversationIds: readonly number[]) {
      const now = clock();
      for (const staffId of new Set(staffIds))
        await db
          .insert(chatAgentPresence)
          .values({ staffId, seenAt: now })
          .onConflictDoUpdate({ target: chatAgentPresence.staffId, set: { seenAt: now } });
      if (conversationIds.length > 0)
        await db
          .update(chatConversations)
          .set({ customerSeenAt: now })
          .where(
            and(
              inArray(chatConversations.id, [...new Set(conversationIds)]),
              inArray(chatConversations.status, ['waiting', 'open', 'pending']),
            ),
          );
      return now;
    },

    /** The agent's last socket here closed: absent at once (another instance renews them if it holds one). */
    async leave(staffId: number) {
      await db.delete(chatAgentPresence).where(eq(chatAgentPresence.staffId, staffId));
    },
  };
}
export type ChatPresence = ReturnType<typeof createChatPresence>;
