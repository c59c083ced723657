import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { expectedWaitMinutes } from '@portal/domain/chat/expectedWait';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database.ts';
import { chatConversations } from '../db/schema/ops.ts';
import { policies, vehicles } from '../db/schema/policies.ts';

/** How many of the latest answered chats the expected wait is judged from. */
const RECENT_WAITS = 20;

/**
 * The brand's policy insuring the vehicle the customer named at triage, as triage found it (a
 * vehicle moved between policies answers for its latest); null when none does.
 */
export async function policyToldAtTriage(
  db: DbOrTx,
  registration: string,
  brand: DeploymentBrand,
): Promise<number | null> {
  const [row] = await db
    .select({ id: policies.id })
    .from(vehicles)
    .innerJoin(policies, eq(policies.id, vehicles.policyId))
    .where(and(eq(vehicles.registration, registration), eq(policies.brand, brand)))
    .orderBy(desc(policies.id))
    .limit(1);
  return row?.id ?? null;
}

/** How long the latest answered customers waited for an agent, in seconds. */
export async function recentWaitSeconds(db: Db): Promise<number[]> {
  const rows = await db
    .select({
      seconds: sql<number>`extract(epoch from (${chatConversations.takenAt} - ${chatConversations.createdAt}))::float8`,
    })
    .from(chatConversations)
    .where(isNotNull(chatConversations.takenAt))
    .orderBy(desc(chatConversations.takenAt))
    .limit(RECENT_WAITS);
  return rows.map((row) => Number(row.seconds));
}

/** A waiting customer's expected wait in minutes, from their place and the agents present now. */
export async function expectedWait(db: Db, position: number, agentsPresent: number): Promise<number> {
  return expectedWaitMinutes(position, await recentWaitSeconds(db), agentsPresent);
}
