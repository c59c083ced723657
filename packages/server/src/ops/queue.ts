import { QUEUE_PAGE_SIZE, type QUEUE_SORTS } from '@portal/domain/api/opsConsole';
import { DECIDED_STATUSES } from '@portal/domain/quotes/quoteStatus';
import { LEFT_MESSAGE_KIND } from '@portal/domain/requests/leftMessage';
import { isOverdue, replyPromise } from '@portal/domain/requests/replyPromise';
import { anyBrandsPolicyNumber } from '@portal/domain/rules/policyNumber';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';

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
  sort?: (typeof QUEUE_SORTS)[number] | undefined;
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
}

/**
 * A request's status in one expression: staff handling decides first; a referral waits for a
 * supervisor; a request priced automatically is done (its quote carries on by itself); else new.
 */
const STATUS = sql`case
  when h.status = 'done' then 'done'
  when h.status = 'in_progress' then 'in_progress'
  when h.status = 'waiting' then 'waiting'
  when exists (select 1 from referrals f where f.request_id = r.id)
    and not exists (select 1 from quotes q2 where q2.request_id = r.id) then 'referred'
  when exists (select 1 from quotes q3 where q3.request_id = r.id) then 'done'
  else 'new' end`;

/** The decided statuses as an SQL list, from the domain's one set. */
const DECIDED_LIST = sql.join(
  DECIDED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * The request's latest quote as staff should read it: SUPERSEDED when a later change to the
 * policy has made an undecided quote stale (as quotes/staleQuote.ts judges it), else its status.
 */
const LATEST_QUOTE_STATE = sql`select case
    when q.status not in (${DECIDED_LIST}) and q.policy_version is not null
      and exists (select 1 from policy_changes c where c.policy_id = q.policy_id
        and c.version > q.policy_version and c.quote_uuid <> q.uuid) then 'SUPERSEDED'
    else q.status end
  from quotes q where q.request_id = r.id order by q.id desc limit 1`;

/**
 * Who the request is from: the policyholder on record, else the name and address given (a
 * message left in web chat has no policy, and its email is where the reply goes).
 */
const CUSTOMER = sql`coalesce(ph.first_name || ' ' || ph.last_name,
  nullif(trim(concat_ws(' ', r.details->'policyHolder'->>'firstName', r.details->'policyHolder'->>'lastName',
    '<' || (r.details->'policyHolder'->>'email') || '>')), ''), '')`;

/** A left message's first words, so the queue shows what the customer asked. */
const PREVIEW = sql`case when r.form = ${LEFT_MESSAGE_KIND} then left(r.details->>'message', 140) end`;

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
  const order =
    filter.sort === 'oldest' ? sql`r.created_at asc, r.id asc` : sql`r.created_at desc, r.id desc`;
  const result = await db.execute(sql`
    select r.reference, r.form, r.brand, r.product, r.details, p.policy_number as "policyNumber",
      ${CUSTOMER} as customer, ${PREVIEW} as preview,
      ${STATUS} as status, h.outcome, h.status as "handling",
      s.id as "ownerId", s.name as "ownerName",
      (${LATEST_QUOTE_STATE}) as "quoteStatus",
      r.created_at as "createdAt", count(*) over () as total
    from requests r
    left join policies p on p.id = r.policy_id
    left join policyholders ph on ph.id = p.policyholder_id
    left join request_handling h on h.request_id = r.id
    left join staff_accounts s on s.id = h.staff_id
    where ${whereOf(filter)}
    order by ${order}
    limit ${QUEUE_PAGE_SIZE} offset ${(page - 1) * QUEUE_PAGE_SIZE}`);
  type Row = Omit<QueueRow, 'owner' | 'promise' | 'createdAt'> & {
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
    rows: rows.map(({ details, handling, ownerId, ownerName, total: _total, ...row }) => {
      const createdAt = new Date(row.createdAt).toISOString();
      const promise = row.status === 'done' ? undefined : replyPromise(row.form, details, createdAt);
      return {
        ...row,
        createdAt,
        // Whoever finished a done request is in its history; the owner is who works on it now.
        owner:
          ownerId !== null && (handling === 'in_progress' || handling === 'waiting')
            ? { id: ownerId, name: ownerName ?? '' }
            : null,
        promise: promise ? { ...promise, overdue: isOverdue(promise, now.toISOString()) } : null,
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
      r.created_at as "createdAt", ${STATUS} as status, h.outcome,
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
    ownerId: number | null;
    ownerName: string | null;
  }>(result);
  return row && { ...row, createdAt: new Date(row.createdAt).toISOString() };
}
export type QueuedRequest = NonNullable<Awaited<ReturnType<typeof findQueued>>>;
