import type { QueueSort } from '@portal/domain/api/opsConsole';
import { DEPLOYMENT_BRANDS } from '@portal/domain/brands/brand';
import { BRANDS } from '@portal/domain/brands/registry';
import { FORM_CODES } from '@portal/domain/formCodes';
import { DECIDED_STATUSES } from '@portal/domain/quotes/quoteStatus';
import { LEFT_MESSAGE_KIND } from '@portal/domain/requests/leftMessage';
import { replyPromise } from '@portal/domain/requests/replyPromise';
import { formName } from '@portal/domain/requests/requestNames';
import { REQUEST_STATUS_WORDS } from '@portal/domain/requests/stateWords';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The queue's SQL, shared by the queue, a request's page and the supervisor's dashboard, so all
 * three read a request's status, customer and promise the same way.
 */

/** A referral with no quote yet: a supervisor's price is what it waits for, whoever holds it. */
export const AWAITING_PRICE = sql`(exists (select 1 from referrals f where f.request_id = r.id)
  and not exists (select 1 from quotes q2 where q2.request_id = r.id))`;

/**
 * A request's status in one expression: done is final; a request waiting for the customer says
 * so; a referral waits for a price even while someone holds it; a request someone took is in
 * progress; one priced automatically is done (its quote carries on by itself); else new.
 */
export const STATUS = sql`case
  when h.status = 'done' then 'done'
  when h.status = 'waiting' then 'waiting'
  when ${AWAITING_PRICE} then 'referred'
  when h.status = 'in_progress' then 'in_progress'
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
export const LATEST_QUOTE_STATE = sql`select case
    when q.status not in (${DECIDED_LIST}) and q.policy_version is not null
      and exists (select 1 from policy_changes c where c.policy_id = q.policy_id
        and c.version > q.policy_version and c.quote_uuid <> q.uuid) then 'SUPERSEDED'
    else q.status end
  from quotes q where q.request_id = r.id order by q.id desc limit 1`;

/**
 * Who the request is from: the policyholder on record, else the name and address given (a
 * message left in web chat has no policy, and its email is where the reply goes).
 */
export const CUSTOMER = sql`coalesce(ph.first_name || ' ' || ph.last_name,
  nullif(trim(concat_ws(' ', r.details->'policyHolder'->>'firstName', r.details->'policyHolder'->>'lastName',
    '<' || (r.details->'policyHolder'->>'email') || '>')), ''), '')`;

/** A left message's first words, so the queue shows what the customer asked. */
export const PREVIEW = sql`case when r.form = ${LEFT_MESSAGE_KIND} then left(r.details->>'message', 140) end`;

/** `case <column> when <key> then <value> … end`, built from a list the domain holds. */
const caseOf = (column: SQL, pairs: readonly (readonly [string, string | number])[], otherwise: SQL) =>
  sql`(case ${column} ${sql.join(
    pairs.map(([key, value]) => sql`when ${key} then ${value}`),
    sql` `,
  )} else ${otherwise} end)`;

/** Each kind's name, so the queue sorts by what staff read rather than by code. */
const FORM_NAME = caseOf(
  sql`r.form`,
  [...FORM_CODES, LEFT_MESSAGE_KIND].map((form) => [form, formName(form)] as const),
  sql`r.form`,
);
const BRAND_NAME = caseOf(
  sql`r.brand`,
  DEPLOYMENT_BRANDS.map((brand) => [brand, BRANDS[brand].displayName] as const),
  sql`r.brand`,
);
const STATUS_NAME = caseOf(sql`(${STATUS})`, Object.entries(REQUEST_STATUS_WORDS), sql`''`);

/**
 * Hours each form and brand promise before any answers are read, for ordering by the promise in
 * SQL; a promise that the answers shorten (a lapse asking for a better offer) orders by this one.
 */
const PROMISED_HOURS = sql`(case ${sql.join(
  DEPLOYMENT_BRANDS.flatMap((brand) =>
    [...FORM_CODES, LEFT_MESSAGE_KIND].map(
      (form) =>
        sql`when r.brand = ${brand} and r.form = ${form} then ${replyPromise(form, brand, {}, new Date(0).toISOString()).hours}::int`,
    ),
  ),
  sql` `,
)} else 24 end)`;

const DUE = sql`(r.created_at + make_interval(hours => ${PROMISED_HOURS}))`;

/** The order a sort asks for; ties fall back to the newest received first, so pages are stable. */
export function orderOf(sort: QueueSort | undefined, dir: 'asc' | 'desc' | undefined): SQL {
  if (sort === 'oldest') return sql`r.created_at asc, r.id asc`;
  if (!sort || sort === 'newest') return sql`r.created_at desc, r.id desc`;
  const way = dir === 'desc' ? sql`desc` : sql`asc`;
  const column: Record<Exclude<QueueSort, 'newest' | 'oldest'>, SQL> = {
    received: sql`r.created_at`,
    // Done requests owe nothing: whatever the order, they come after the open ones.
    due: sql`(case when (${STATUS}) = 'done' then 1 else 0 end), ${DUE}`,
    reference: sql`r.reference`,
    form: FORM_NAME,
    brand: BRAND_NAME,
    customer: sql`lower(${CUSTOMER})`,
    owner: sql`(case when h.status in ('in_progress', 'waiting') then s.name end)`,
    status: STATUS_NAME,
  };
  return sql`${column[sort]} ${way} nulls last, r.created_at desc, r.id desc`;
}
