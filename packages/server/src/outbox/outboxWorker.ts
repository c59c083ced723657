import { emailFactsSchema } from '@portal/domain/email/emailFacts';
import { addSeconds } from 'date-fns';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { outbox } from '../db/schema/email.ts';
import type { MailTransport } from '../email/transports.ts';
import { type RenderedEmail, renderOutboxEmail } from './renderOutboxEmail.ts';

const BATCH = 20;
/** After this many failed attempts a message is marked failed and left for an operator. */
export const MAX_ATTEMPTS = 8;
/** A claim older than this is presumed to belong to a worker that died; the row is offered again. */
const LEASE_SECONDS = 120;
/** Exponential back-off: 5 s, 10 s, 20 s… capped at 15 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(900, 5 * 2 ** Math.max(0, attempts - 1));

interface ClaimedRow {
  id: number;
  recipient: string;
  facts: unknown;
  attempts: number;
}

/** Text with each one-time quote link (`…/verification/<token>`) taken out. */
const withoutLinks = (text: SQL) =>
  sql`to_jsonb(regexp_replace(${text}, '/verification/[A-Za-z0-9_-]{16,}', '/verification/[removed once sent]', 'g'))`;

/**
 * The facts once sent: a one-time link has no business in our own tables after it is delivered,
 * so a dump of the outbox must not open anyone's quote (only the token's hash is kept). A quote's
 * facts lose their token; an email rendered before the outbox held facts loses the link's text.
 */
const factsOnceSent = sql`case when ${outbox.facts}->>'kind' = 'prerendered'
  then jsonb_set(jsonb_set(${outbox.facts}, '{html}', ${withoutLinks(sql`${outbox.facts}->>'html'`)}),
    '{text}', ${withoutLinks(sql`${outbox.facts}->>'text'`)})
  else ${outbox.facts} - 'token' end`;

/** The message a row describes, rendered now; facts that do not parse are an error of that row. */
function render(row: ClaimedRow): RenderedEmail {
  const facts = emailFactsSchema.safeParse(row.facts);
  if (!facts.success) throw new Error(`outbox row ${row.id} holds facts no template knows`);
  return renderOutboxEmail(facts.data);
}

/**
 * Delivers the outbox. Each round claims due rows with FOR UPDATE SKIP LOCKED, so several
 * workers (or server instances) on one database never take the same message, then renders
 * each from its facts and sends it.
 */
export function createOutboxWorker(options: {
  db: Db;
  transport: MailTransport;
  clock: () => Date;
  pollMs: number;
  log?: Pick<Logger, 'warn' | 'error'>;
}) {
  const { db, transport, clock } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function claim(): Promise<ClaimedRow[]> {
    const now = clock();
    const staleBefore = addSeconds(now, -LEASE_SECONDS);
    const result = await db.execute(sql`
      UPDATE outbox SET claimed_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM outbox
        WHERE status = 'pending' AND available_at <= ${now.toISOString()}::timestamptz
          AND (claimed_at IS NULL OR claimed_at < ${staleBefore.toISOString()}::timestamptz)
        ORDER BY id LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, recipient, facts, attempts`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }) as ClaimedRow);
  }

  /** Sends one message; a failure is recorded on its row for a later attempt. */
  async function deliver(row: ClaimedRow): Promise<boolean> {
    try {
      await transport.send({ ...render(row), recipient: row.recipient, outboxId: row.id });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = row.attempts >= MAX_ATTEMPTS;
      options.log?.warn({ outboxId: row.id, attempts: row.attempts, err: message }, 'email delivery failed');
      await db
        .update(outbox)
        .set({
          status: failed ? 'failed' : 'pending',
          claimedAt: null,
          lastError: message.slice(0, 500),
          availableAt: addSeconds(clock(), retryDelaySeconds(row.attempts)),
        })
        .where(eq(outbox.id, row.id));
      return false;
    }
  }

  /**
   * One round: claim what is due, send it, and mark what went in one update (a write per
   * message was half the database work an emailed quote cost). Answers how many were sent.
   */
  async function runOnce(): Promise<number> {
    const rows = await claim();
    const sent: number[] = [];
    for (const row of rows) if (await deliver(row)) sent.push(row.id);
    if (sent.length === 0) return 0;
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: clock(), lastError: null, facts: factsOnceSent })
      .where(inArray(outbox.id, sent));
    return sent.length;
  }

  function schedule(delayMs = options.pollMs) {
    if (stopped) return;
    timer = setTimeout(async () => {
      running = runOnce().catch((error) => {
        options.log?.error({ err: error }, 'outbox round failed');
        return 0;
      });
      const sent = await running;
      running = undefined;
      // Keep draining while there is work; otherwise wait for the next poll.
      schedule(sent > 0 ? 0 : options.pollMs);
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close?.();
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
