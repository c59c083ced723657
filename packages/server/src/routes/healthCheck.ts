import { sql } from 'drizzle-orm';
import type { ChatBus } from '../chat/chatBus.ts';
import type { Db } from '../db/database.ts';

export type Health = { status: 'ok' } | { status: 'unavailable'; chat?: 'reconnecting' };

/**
 * Whether this instance can serve: its database answers, and (where chat crosses instances) its
 * chat bus hears the others; while the bus reconnects, the instance says so.
 */
export function createHealthCheck(db: Db, chatBus?: ChatBus) {
  return async (): Promise<Health> => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      return { status: 'unavailable' };
    }
    if (chatBus && !chatBus.healthy()) return { status: 'unavailable', chat: 'reconnecting' };
    return { status: 'ok' };
  };
}
