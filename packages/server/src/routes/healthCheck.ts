import { and, eq, lt } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { ChatBus } from '../chat/chatBus.ts';
import type { Db } from '../db/database.ts';
import { outbox } from '../db/schema/email.ts';
import { clamdAnswers } from '../files/clamdPing.ts';
import type { ClamdAddress } from '../files/clamdScanner.ts';

/** How each part this instance needs is doing, in words an operator reads on a dashboard. */
export type PartState = 'up' | 'down' | 'reconnecting' | 'late' | 'unknown';
export type Health = { status: 'ok' | 'degraded'; checks: Record<string, PartState> };

/**
 * A pending email this old means no worker is sending (stopped, or the mail server refuses it):
 * a working outbox sends within a second or two, and its retries after failures start at 5 s.
 */
export const OUTBOX_LATE_SECONDS = 5 * 60;
/** Each part must answer within this, so the probe answers well inside a load balancer's timeout. */
const PART_TIMEOUT_MS = 2_000;

export interface HealthParts {
  db: Db;
  /** Carries chat between instances; `reconnecting` while it cannot hear the others. */
  chatBus?: ChatBus | undefined;
  /** The shared rate-limit store, where REDIS_URL is set. */
  redis?: Redis | undefined;
  /** The virus scanner every upload passes, where one is configured. */
  clamd?: ClamdAddress | undefined;
  clock: () => Date;
}

const within = <T>(promise: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([
    promise.catch(() => fallback),
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), PART_TIMEOUT_MS).unref()),
  ]);

/**
 * The database, and whether an email has waited longer than OUTBOX_LATE_SECONDS to be sent, in
 * one round trip: the outbox query answering is the database answering, so /health costs what
 * its old `select 1` did (the API benchmark pairs its figures against /health).
 */
async function databaseAndOutbox(db: Db, now: Date): Promise<{ database: PartState; outbox: PartState }> {
  const lateSince = new Date(now.getTime() - OUTBOX_LATE_SECONDS * 1000);
  const checked = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lt(outbox.createdAt, lateSince)))
    .limit(1)
    .then((rows): { database: PartState; outbox: PartState } => ({
      database: 'up',
      outbox: rows.length > 0 ? 'late' : 'up',
    }));
  return within(checked, { database: 'down', outbox: 'unknown' });
}

async function redisState(redis: Redis): Promise<PartState> {
  // ioredis queues commands while it reconnects: a client that is not ready is down now.
  if (redis.status !== 'ready') return 'down';
  return within(
    redis.ping().then((reply) => (reply === 'PONG' ? 'up' : 'down')),
    'down',
  );
}

/**
 * Whether this instance can serve, part by part: its database, the outbox's oldest waiting email,
 * and where configured Redis, the chat bus and clamd. Any part not up makes the whole `degraded`
 * (the route answers 503), and `checks` names it, for a load balancer and a person alike.
 */
export function createHealthCheck(parts: HealthParts) {
  return async (): Promise<Health> => {
    const [{ database, outbox: outboxNow }, redis, clamd] = await Promise.all([
      databaseAndOutbox(parts.db, parts.clock()),
      parts.redis ? redisState(parts.redis) : undefined,
      parts.clamd
        ? within(clamdAnswers(parts.clamd, PART_TIMEOUT_MS), false).then((up) => (up ? 'up' : 'down'))
        : undefined,
    ]);
    const checks: Record<string, PartState> = { database, outbox: outboxNow };
    if (redis) checks.redis = redis;
    if (parts.chatBus) checks.chat = parts.chatBus.healthy() ? 'up' : 'reconnecting';
    if (clamd) checks.clamd = clamd;
    const status = Object.values(checks).every((state) => state === 'up') ? 'ok' : 'degraded';
    return { status, checks };
  };
}
