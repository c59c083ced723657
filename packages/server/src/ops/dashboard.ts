import {
  DASHBOARD_DAYS,
  type DashboardView,
  type FunnelRow,
  type PaymentDay,
} from '@portal/domain/api/opsDashboard';
import { chatWaitsByHour, lastDays, longestWait, requestsByAge } from '@portal/domain/dashboard/figures';
import { addDaysIso, endOfLondonDay, londonToday } from '@portal/domain/dates';
import { QUOTE_FORMS } from '@portal/domain/forms';
import { STUCK_PAYMENT_MINUTES } from '@portal/domain/quotes/quoteStanding';
import { replyPromise } from '@portal/domain/requests/replyPromise';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { STATUS } from './queueSql.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (at: string | Date) => new Date(at).toISOString();
const DAY_MS = 86_400_000;
/** The first instant of a London day: just after the end of the day before. */
const startOfLondonDay = (day: string) => new Date(Date.parse(endOfLondonDay(addDaysIso(day, -1))) + 1);

/** Every open request, read with the queue's own status, so the dashboard counts what the queue shows. */
async function openRequests(db: DbOrTx) {
  const result = await db.execute(sql`
    select r.form, r.brand, r.details, r.created_at as "createdAt"
    from requests r left join request_handling h on h.request_id = r.id
    where (${STATUS}) <> 'done'`);
  return rowsOf<{ form: string; brand: string; details: Record<string, unknown>; createdAt: string | Date }>(
    result,
  ).map((row) => {
    const receivedAt = iso(row.createdAt);
    return {
      form: row.form,
      brand: row.brand,
      receivedAt,
      dueAt: replyPromise(row.form, row.brand, row.details, receivedAt).dueAt,
    };
  });
}

/** Chats waiting now, and today's chats with when an agent first answered. */
async function chatFigures(db: DbOrTx, now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  const result = await db.execute(sql`
    select c.status, c.created_at as "startedAt", c.resolved_at as "endedAt",
      (select min(m.at) from chat_messages m where m.conversation_id = c.id and m.sender = 'agent') as "answeredAt"
    from chat_conversations c
    where c.status = 'waiting' or c.created_at >= ${since}`);
  const chats = rowsOf<{
    status: string;
    startedAt: string | Date;
    endedAt: string | Date | null;
    answeredAt: string | Date | null;
  }>(result).map((chat) => ({
    status: chat.status,
    startedAt: iso(chat.startedAt),
    endedAt: chat.endedAt === null ? null : iso(chat.endedAt),
    answeredAt: chat.answeredAt === null ? null : iso(chat.answeredAt),
  }));
  const waiting = chats.filter((chat) => chat.status === 'waiting').map((chat) => chat.startedAt);
  return {
    waitingNow: waiting.length,
    longestWaitingMinutes: longestWait(waiting, now.toISOString()),
    byHour: chatWaitsByHour(chats, now.toISOString()),
  };
}

/**
 * Card payments by London day: taken (the quote's payment confirmed), declined (a failed
 * attempt), abandoned (a payment begun and left past the stuck-payment time, on the day it stopped).
 */
async function paymentDays(db: DbOrTx, now: Date, days: string[]): Promise<PaymentDay[]> {
  const since = new Date(now.getTime() - (DASHBOARD_DAYS + 1) * DAY_MS);
  const events = rowsOf<{ event: string; at: string | Date }>(
    await db.execute(sql`
      select e.event, e.at from quote_events e
      where e.event in ('confirmPayment', 'failPayment') and e.at >= ${since}`),
  );
  const stuckBefore = new Date(now.getTime() - STUCK_PAYMENT_MINUTES * 60_000);
  const abandoned = rowsOf<{ at: string | Date }>(
    await db.execute(sql`
      select q.updated_at as at from quotes q
      where q.status in ('PAYMENT_PROCEEDED', 'PAYMENT_AWAITING')
        and q.updated_at < ${stuckBefore} and q.updated_at >= ${since}`),
  );
  const byDay = new Map(days.map((day) => [day, { day, taken: 0, declined: 0, abandoned: 0 }]));
  for (const event of events) {
    const day = byDay.get(londonToday(iso(event.at)));
    if (day && event.event === 'confirmPayment') day.taken += 1;
    else if (day) day.declined += 1;
  }
  for (const quote of abandoned) {
    const day = byDay.get(londonToday(iso(quote.at)));
    if (day) day.abandoned += 1;
  }
  return [...byDay.values()];
}

/**
 * Each quoted journey on each brand over the last days: requests sent, those quoted, those the
 * customer accepted (or went on to pay) and those paid, counted per request.
 */
async function funnels(db: DbOrTx, firstDay: string): Promise<FunnelRow[]> {
  const forms = sql.join(
    QUOTE_FORMS.map((form) => sql`${form}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select r.form, r.brand, count(*)::int as sent,
      count(*) filter (where exists (select 1 from quotes q where q.request_id = r.id))::int as quoted,
      count(*) filter (where exists (select 1 from quotes q join quote_events e on e.quote_id = q.id
        where q.request_id = r.id and e.event in ('accept', 'proceedToPayment')))::int as accepted,
      count(*) filter (where exists (select 1 from quotes q
        where q.request_id = r.id and q.status = 'PAYMENT_CONFIRMED'))::int as paid
    from requests r
    where r.form in (${forms}) and r.created_at >= ${startOfLondonDay(firstDay)}
    group by r.form, r.brand
    order by sent desc, r.form, r.brand`);
  return rowsOf<FunnelRow>(result);
}

/** The supervisor's day at a glance, as of `now`. */
export async function readDashboard(db: DbOrTx, now: Date): Promise<DashboardView> {
  const nowIso = now.toISOString();
  const days = lastDays(nowIso, DASHBOARD_DAYS);
  const [open, chats, payments, journeys] = await Promise.all([
    openRequests(db),
    chatFigures(db, now),
    paymentDays(db, now, days),
    funnels(db, days[0] ?? londonToday(nowIso)),
  ]);
  return { asOf: nowIso, requestsByAge: requestsByAge(open, nowIso), chats, payments, funnels: journeys };
}
