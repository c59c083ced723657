import { QUEUE_PAGE_SIZE, type QueueSort } from '@portal/domain/api/opsConsole';
import { isOverdue, replyPromise } from '@portal/domain/requests/replyPromise';
import { anyBrandsPolicyNumber } from '@portal/domain/rules/policyNumber';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { AWAITING_PRICE, CUSTOMER, LATEST_QUOTE_STATE, orderOf, PREVIEW, STATUS } from './queueSql.ts';

/** Where a request stands for staff; `referred` means rating sent it to an underwriter. */
export const QUEUE_STATUSES = ['new', 'in_progress', 'waiting', 'done', 'referred'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export interface QueueFilter {
  status?: QueueStatus | undefined;
  brand?: string | undefined;
  form?: string | undefined;
  policyNumber?: string | undefined;
  /** A reference, name, email, postcode or registration. */
  search?: string | undefined;
  /** Only requests this staff member is working on ("My work"). */
  ownerId?: number | undefined;
  sort?: QueueSort | undefined;
  dir?: 'asc' | 'desc' | undefined;
  /** 1-based. */
  page?: number | undefined;
}

export interface QueueRow {
  reference: string;
  form: string;
  brand: string;
  product: string;
  policyNumber: string | null;
  customer: string;
  /** The first words of a message left in web chat; null for other requests. */
  preview: string | null;
  status: QueueStatus;
  outcome: string | null;
  quoteStatus: string | null;
  createdAt: string;
  owner: { id: number; name: string } | null;
  /** What the customer was promised, and whether it has run out (never for a done request). */
  promise: { hours: number; dueAt: string; overdue: boolean } | null;
  /** While waiting for the customer: the day their answer is expected by, and whether it has passed. */
  waitingDue: { dueAt: string; overdue: boolean } | null;
  /** A referral still waiting for a supervisor's price (even while someone holds it). */
  awaitingPrice: boolean;
}

/** A due moment as the console reads it: when, and whether it has passed by `now`. */
export const dueBy = (dueAt: Date | string | null, now: Date) =>
  dueAt === null
    ? null
    : { dueAt: new Date(dueAt).toISOString(), overdue: new Date(dueAt).getTime() < now.getTime() };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Postcodes and registrations are kept without spaces, in capitals. */
const compact = (text: string) => text.replace(/\s/g, '').toUpperCase();
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** Reference, name or email by part; postcode, registration or policy number whole, however it is spaced. */
function searchCondition(search: string): SQL {
  const like = likePattern(search.trim());
  const whole = compact(search);
  return sql`(r.reference ilike ${like}
    or p.policy_number = ${anyBrandsPolicyNumber(search)}
    or (ph.first_name || ' ' || ph.last_name) ilike ${like}
    or ph.email ilike ${like}
    or r.details->'policyHolder'->>'email' ilike ${like}
    or (coalesce(r.details->'policyHolder'->>'firstName', '') || ' ' || coalesce(r.details->'policyHolder'->>'lastName', '')) ilike ${like}
    or upper(replace(r.details->'policyHolder'->>'postcode', ' ', '')) = ${whole}
    or exists (select 1 from addresses a where a.policy_id = r.policy_id and upper(replace(a.postcode, ' ', '')) = ${whole})
    or exists (select 1 from vehicles v where v.policy_id = r.policy_id and upper(replace(v.registration, ' ', '')) = ${whole}))`;
}

function whereOf(filter: QueueFilter): SQL {
  const where: SQL[] = [sql`true`];
  if (filter.brand) where.push(sql`r.brand = ${filter.brand}`);
  if (filter.form) where.push(sql`r.form = ${filter.form}`);
  if (filter.policyNumber) where.push(sql`p.policy_number = ${filter.policyNumber.trim()}`);
  if (filter.status) where.push(sql`(${STATUS}) = ${filter.status}`);
  if (filter.search?.trim()) where.push(searchCondition(filter.search));
  if (filter.ownerId !== undefined)
    where.push(sql`h.staff_id = ${filter.ownerId} and h.status in ('in_progress', 'waiting')`);
  return sql.join(where, sql` and `);
}

/**
 * Every request and quote of every form and brand, a page at a time, newest (or oldest) first,
 * narrowed by the filter; with the total, so staff can page through everything.
 */
export async function listQueue(
  db: DbOrTx,
  filter: QueueFilter,
  now: Date,
): Promise<{ rows: QueueRow[]; total: number; page: number; pageSize: number }> {
  const page = Math.max(1, filter.page ?? 1);
  const result = await db.execute(sql`
    select r.reference, r.form, r.brand, r.product, r.details, p.policy_number as "policyNumber",
      ${CUSTOMER} as customer, ${PREVIEW} as preview,
      ${STATUS} as status, h.outcome, h.status as "handling",
      s.id as "ownerId", s.name as "ownerName", h.due_at as "waitingDueAt",
      ${AWAITING_PRICE} as "awaitingPrice",
      (${LATEST_QUOTE_STATE}) as "quoteStatus",
      r.created_at as "createdAt", count(*) over () as total
    from requests r
    left join policies p on p.id = r.policy_id
    left join policyholders ph on ph.id = p.policyholder_id
    left join request_handling h on h.request_id = r.id
    left join staff_accounts s on s.id = h.staff_id
    where ${whereOf(filter)}
    order by ${orderOf(filter.sort, filter.dir)}
    limit ${QUEUE_PAGE_SIZE} offset ${(page - 1) * QUEUE_PAGE_SIZE}`);
  type Row = Omit<QueueRow, 'owner' | 'promise' | 'createdAt' | 'waitingDue'> & {
    waitingDueAt: string | Date | null;
    details: Record<string, unknown>;
    handling: string | null;
    ownerId: number | null;
    ownerName: string | null;
    createdAt: string | Date;
    total: string | number;
  };
  const rows = rowsOf<Row>(result);
  const total = Number(rows[0]?.total ?? (page > 1 ? await countQueue(db, filter) : 0));
  return {
    total,
    page,
    pageSize: QUEUE_PAGE_SIZE,
    rows: rows.map(({ details, handling, ownerId, ownerName, waitingDueAt, total: _total, ...row }) => {
      const createdAt = new Date(row.createdAt).toISOString();
      const promise =
        row.status === 'done' ? undefined : replyPromise(row.form, row.brand, details, createdAt);
      return {
        ...row,
        createdAt,
        // Whoever finished a done request is in its history; the owner is who works on it now.
        owner:
          ownerId !== null && (handling === 'in_progress' || handling === 'waiting')
            ? { id: ownerId, name: ownerName ?? '' }
            : null,
        promise: promise ? { ...promise, overdue: isOverdue(promise, now.toISOString()) } : null,
        waitingDue: row.status === 'waiting' ? dueBy(waitingDueAt, now) : null,
      };
    }),
  };
}

/** The total alone, for a page past the end (which has no rows to carry it). */
async function countQueue(db: DbOrTx, filter: QueueFilter): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as total from requests r
    left join policies p on p.id = r.policy_id
    left join policyholders ph on ph.id = p.policyholder_id
    left join request_handling h on h.request_id = r.id
    where ${whereOf(filter)}`);
  return Number(rowsOf<{ total: string | number }>(result)[0]?.total ?? 0);
}

/** The one request behind a reference, with its status and who is working on it, or undefined. */
export async function findQueued(db: DbOrTx, reference: string) {
  const result = await db.execute(sql`
    select r.id, r.reference, r.form, r.brand, r.product, r.details, r.policy_id as "policyId",
      r.created_at as "createdAt", ${STATUS} as status, h.outcome, h.due_at as "waitingDueAt",
      ${AWAITING_PRICE} as "awaitingPrice",
      case when h.status in ('in_progress', 'waiting') then s.id end as "ownerId",
      case when h.status in ('in_progress', 'waiting') then s.name end as "ownerName"
    from requests r left join request_handling h on h.request_id = r.id
      left join staff_accounts s on s.id = h.staff_id
    where r.reference = ${reference}`);
  const [row] = rowsOf<{
    id: number;
    reference: string;
    form: string;
    brand: string;
    product: string;
    details: Record<string, unknown>;
    policyId: number | null;
    createdAt: string | Date;
    status: QueueStatus;
    outcome: string | null;
    waitingDueAt: string | Date | null;
    awaitingPrice: boolean;
    ownerId: number | null;
    ownerName: string | null;
  }>(result);
  return (
    row && {
      ...row,
      createdAt: new Date(row.createdAt).toISOString(),
      waitingDueAt: row.waitingDueAt === null ? null : new Date(row.waitingDueAt).toISOString(),
    }
  );
}
export type QueuedRequest = NonNullable<Awaited<ReturnType<typeof findQueued>>>;
