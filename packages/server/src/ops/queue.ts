import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';

/** Where a request stands for staff; `referred` means rating sent it to an underwriter. */
export const QUEUE_STATUSES = ['new', 'in_progress', 'done', 'referred'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export interface QueueFilter {
  status?: QueueStatus | undefined;
  brand?: string | undefined;
  form?: string | undefined;
  policyNumber?: string | undefined;
}

export interface QueueRow {
  reference: string;
  form: string;
  brand: string;
  product: string;
  policyNumber: string | null;
  customer: string;
  status: QueueStatus;
  outcome: string | null;
  quoteStatus: string | null;
  createdAt: string;
}

/**
 * A request's status in one expression: staff handling decides first; a referral waits for a
 * supervisor; a request priced automatically is done (its quote carries on by itself); else new.
 */
const STATUS = sql`case
  when h.status = 'done' then 'done'
  when h.status = 'in_progress' then 'in_progress'
  when exists (select 1 from referrals f where f.request_id = r.id)
    and not exists (select 1 from quotes q2 where q2.request_id = r.id) then 'referred'
  when exists (select 1 from quotes q3 where q3.request_id = r.id) then 'done'
  else 'new' end`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every request and quote of every form and brand, newest first, narrowed by the filter. */
export async function listQueue(db: DbOrTx, filter: QueueFilter, limit = 200): Promise<QueueRow[]> {
  const where: SQL[] = [sql`true`];
  if (filter.brand) where.push(sql`r.brand = ${filter.brand}`);
  if (filter.form) where.push(sql`r.form = ${filter.form}`);
  if (filter.policyNumber) where.push(sql`p.policy_number = ${filter.policyNumber.trim()}`);
  if (filter.status) where.push(sql`(${STATUS}) = ${filter.status}`);
  const result = await db.execute(sql`
    select r.reference, r.form, r.brand, r.product, p.policy_number as "policyNumber",
      coalesce(ph.first_name || ' ' || ph.last_name, '') as customer,
      ${STATUS} as status, h.outcome,
      (select q.status from quotes q where q.request_id = r.id order by q.id desc limit 1) as "quoteStatus",
      r.created_at as "createdAt"
    from requests r
    left join policies p on p.id = r.policy_id
    left join policyholders ph on ph.id = p.policyholder_id
    left join request_handling h on h.request_id = r.id
    where ${sql.join(where, sql` and `)}
    order by r.created_at desc, r.id desc
    limit ${limit}`);
  return rowsOf<QueueRow>(result).map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

/** The one request behind a reference, with its status, or undefined. */
export async function findQueued(db: DbOrTx, reference: string) {
  const result = await db.execute(sql`
    select r.id, r.reference, r.form, r.brand, r.product, r.details, r.policy_id as "policyId",
      r.created_at as "createdAt", ${STATUS} as status, h.outcome
    from requests r left join request_handling h on h.request_id = r.id
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
  }>(result);
  return row && { ...row, createdAt: new Date(row.createdAt).toISOString() };
}
export type QueuedRequest = NonNullable<Awaited<ReturnType<typeof findQueued>>>;
