import { OPEN_QUOTE_CODE } from '@portal/domain/api/opsConsole';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import type { FieldError } from '@portal/domain/errors';
import { type FormCode, isFormCode } from '@portal/domain/formCodes';
import { formCard, ROUTE_DATA } from '@portal/domain/forms';
import { savedRequestSchema } from '@portal/domain/journeys/savedRequest';
import { describeEdit } from '@portal/domain/policy/policyEdit';
import { quoteStateWords } from '@portal/domain/requests/stateWords';
import { eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database.ts';
import { requestEvents, requestHandling } from '../db/schema/ops.ts';
import { policies, policyholders } from '../db/schema/policies.ts';
import { outboxInsert } from '../email/outboxRepository.ts';
import { uniqueAddresses } from '../quotes/recipient.ts';
import { audit, type StaffMember } from './audit.ts';
import { applyEdit } from './policyEdits.ts';
import type { QueuedRequest } from './queue.ts';
import { openQuotesOnPolicy } from './requestDetail.ts';

export type HandlingResult =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 409; message: string; errorCode?: string; fields?: FieldError[] };

type Outcome = 'applied' | 'rejected' | 'noted' | 'quoted' | 'replied';

const ALREADY_DONE: HandlingResult = { ok: false, status: 409, message: 'This request is already done.' };

/**
 * Marks the request done (or in progress, or waiting for the customer) with `owner` working on
 * it, unless it already is done: the guard that stops two agents applying one request twice.
 * Answers false when another got there first. The history names `actor` (the owner, unless a
 * supervisor hands the request to someone).
 */
export async function setHandling(
  tx: DbOrTx,
  request: QueuedRequest,
  owner: StaffMember,
  change: {
    status: 'in_progress' | 'waiting' | 'done';
    outcome?: Outcome;
    event: string;
    note?: string;
    /** Waiting: when the customer's answer is expected by. */
    dueAt?: Date;
  },
  now: Date,
  staff: StaffMember = owner,
): Promise<boolean> {
  const values = {
    requestId: request.id,
    status: change.status,
    outcome: change.outcome ?? null,
    staffId: owner.id,
    ...(change.dueAt ? { dueAt: change.dueAt } : {}),
    updatedAt: now,
  };
  const written = await tx
    .insert(requestHandling)
    .values(values)
    .onConflictDoUpdate({
      target: requestHandling.requestId,
      set: values,
      setWhere: ne(requestHandling.status, 'done'),
    })
    .returning({ id: requestHandling.requestId });
  if (written.length === 0) return false;
  await tx.insert(requestEvents).values({
    requestId: request.id,
    staffEmail: staff.email,
    event: change.event,
    note: change.note ?? '',
    at: now,
  });
  await audit(
    tx,
    staff,
    { action: change.event, subject: request.reference, detail: { note: change.note ?? '' } },
    now,
  );
  return true;
}

/** The customer's addresses: the one on the request, and the policyholder's on record. */
async function customerEmails(tx: DbOrTx, request: QueuedRequest) {
  const holder = savedRequestSchema.parse(request.details).policyHolder;
  const [onRecord] = request.policyId
    ? await tx
        .select({ email: policyholders.email })
        .from(policies)
        .innerJoin(policyholders, eq(policyholders.id, policies.policyholderId))
        .where(eq(policies.id, request.policyId))
    : [];
  return {
    firstName: holder?.firstName?.trim() || 'customer',
    recipients: uniqueAddresses([holder?.email ?? '', onRecord?.email ?? '']),
  };
}

/** Emails the customer about their request at each of their addresses (the facts; the worker renders them). */
async function emailCustomer(
  tx: DbOrTx,
  request: QueuedRequest,
  facts: { kind: 'request-applied' } | { kind: 'request-rejected'; reason: string },
  now: Date,
) {
  const { firstName, recipients } = await customerEmails(tx, request);
  if (recipients.length === 0) return;
  const about = {
    ...facts,
    brand: request.brand as DeploymentBrand,
    firstName,
    title: titleOf(request),
    reference: request.reference,
  };
  await outboxInsert(
    tx,
    recipients.map((recipient) => ({
      recipient,
      policyId: request.policyId,
      requestId: request.id,
      facts: about,
    })),
    now,
  );
}

const titleOf = (request: QueuedRequest) =>
  isFormCode(request.form) ? ROUTE_DATA[request.form as FormCode].title : request.form;

export function createHandling(db: Db, clock: () => Date) {
  return {
    async take(request: QueuedRequest, staff: StaffMember): Promise<HandlingResult> {
      const done = await db.transaction((tx) =>
        setHandling(tx, request, staff, { status: 'in_progress', event: 'Taken' }, clock()),
      );
      return done ? { ok: true, message: 'You are working on this request.' } : ALREADY_DONE;
    },

    /**
     * Applies a simple request to the policy as a new version, and tells the customer. A quote
     * another request left open on the policy would be superseded: refused with OPEN_QUOTE
     * unless staff confirm (checked in the transaction, so a quote made meanwhile is seen).
     */
    async apply(
      request: QueuedRequest,
      staff: StaffMember,
      confirmOpenQuotes = false,
    ): Promise<HandlingResult> {
      const card = isFormCode(request.form) ? formCard(request.form) : undefined;
      if (!card?.apply || !request.policyId)
        return {
          ok: false,
          status: 400,
          message: 'This request changes nothing on the policy: mark it done with a note.',
        };
      const built = (await card.apply()).editFromDetails(request.details);
      if (!built.ok) return { ok: false, status: 400, message: built.problem };
      const { edit } = built;
      const policyId = request.policyId;
      const now = clock();
      const summary = describeEdit(edit);
      return db.transaction(async (tx) => {
        const open = await openQuotesOnPolicy(tx, request, now);
        const named = open
          .map((quote) => `${quote.reference} (${quoteStateWords(quote.state).toLowerCase()})`)
          .join(', ');
        if (open.length > 0 && !confirmOpenQuotes)
          return {
            ok: false,
            status: 409,
            errorCode: OPEN_QUOTE_CODE,
            message: `This policy has an open quote: ${named}. Applying this change supersedes it, and the customer can no longer accept or pay it. Apply anyway only if you mean to.`,
          } as const;
        const note = open.length > 0 ? `${summary}; superseding the open quote of ${named}` : summary;
        const marked = await setHandling(
          tx,
          request,
          staff,
          { status: 'done', outcome: 'applied', event: 'Applied to the policy', note },
          now,
        );
        if (!marked) return ALREADY_DONE;
        const version = await applyEdit(tx, {
          policyId,
          edit,
          form: request.form,
          reference: request.reference,
          actor: staff.email,
          now,
        });
        await emailCustomer(tx, request, { kind: 'request-applied' }, now);
        return { ok: true, message: `${summary}. The policy is now at version ${version}.` } as const;
      });
    },

    /** Rejects a request with a reason, which is emailed to the customer. */
    async reject(request: QueuedRequest, staff: StaffMember, reason: string): Promise<HandlingResult> {
      const now = clock();
      return db.transaction(async (tx) => {
        const marked = await setHandling(
          tx,
          request,
          staff,
          { status: 'done', outcome: 'rejected', event: 'Rejected', note: reason },
          now,
        );
        if (!marked) return ALREADY_DONE;
        await emailCustomer(tx, request, { kind: 'request-rejected', reason }, now);
        return {
          ok: true,
          message: 'The request is rejected and the customer has been emailed the reason.',
        } as const;
      });
    },

    /** Requests that change nothing on record (a document, a refund enquiry) are done with a note. */
    async done(request: QueuedRequest, staff: StaffMember, note: string): Promise<HandlingResult> {
      const marked = await db.transaction((tx) =>
        setHandling(tx, request, staff, { status: 'done', outcome: 'noted', event: 'Done', note }, clock()),
      );
      return marked ? { ok: true, message: 'The request is done.' } : ALREADY_DONE;
    },
  };
}
export type Handling = ReturnType<typeof createHandling>;
