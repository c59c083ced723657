import { formatLongDate } from '@portal/domain/dates';
import { waitingDue } from '@portal/domain/requests/waitingDue';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { requestEvents, requestHandling, staffAccounts } from '../db/schema/ops.ts';
import { audit, type StaffMember } from './audit.ts';
import { type HandlingResult, setHandling } from './handling.ts';
import type { QueuedRequest } from './queue.ts';

const ALREADY_DONE: HandlingResult = { ok: false, status: 409, message: 'This request is already done.' };

/**
 * Acting on a request someone else is working on must be meant: without `takeOver` the answer
 * names the owner, and the console asks the staff member to confirm.
 */
export function ownerConflict(
  request: QueuedRequest,
  staff: StaffMember,
  takeOver: boolean | undefined,
): HandlingResult | undefined {
  if (request.ownerId === null || request.ownerId === staff.id || takeOver) return undefined;
  return {
    ok: false,
    status: 409,
    message: `${request.ownerName} is working on this request. Confirm that you are taking it over to go ahead.`,
  };
}

/** A request's day-to-day work: release, reassign, wait for the customer, internal notes. */
export function createRequestWork(db: Db, clock: () => Date) {
  const event = async (request: QueuedRequest, staff: StaffMember, what: string, note: string) => {
    const now = clock();
    await db
      .insert(requestEvents)
      .values({ requestId: request.id, staffEmail: staff.email, event: what, note, at: now });
    await audit(db, staff, { action: what, subject: request.reference, detail: { note } }, now);
  };
  return {
    /** Back to the queue for anyone: the owner lets go (or a supervisor frees it). */
    async release(request: QueuedRequest, staff: StaffMember): Promise<HandlingResult> {
      if (request.status === 'done') return ALREADY_DONE;
      if (request.ownerId === null)
        return { ok: false, status: 409, message: 'Nobody is working on this request.' };
      if (request.ownerId !== staff.id && staff.role !== 'supervisor')
        return {
          ok: false,
          status: 409,
          message: `Only ${request.ownerName} or a supervisor can release this request.`,
        };
      return db.transaction(async (tx) => {
        const released = await tx
          .delete(requestHandling)
          .where(and(eq(requestHandling.requestId, request.id), ne(requestHandling.status, 'done')))
          .returning({ id: requestHandling.requestId });
        if (released.length === 0) return ALREADY_DONE;
        const now = clock();
        await tx.insert(requestEvents).values({
          requestId: request.id,
          staffEmail: staff.email,
          event: 'Released to the queue',
          note: '',
          at: now,
        });
        await audit(tx, staff, { action: 'Released to the queue', subject: request.reference }, now);
        return { ok: true, message: 'The request is back in the queue for anyone to take.' } as const;
      });
    },

    /** Hands the request to another staff member, who then owns it. */
    async assign(request: QueuedRequest, staff: StaffMember, staffId: number): Promise<HandlingResult> {
      if (request.status === 'done') return ALREADY_DONE;
      if (staff.role !== 'supervisor' && request.ownerId !== null && request.ownerId !== staff.id)
        return {
          ok: false,
          status: 409,
          message: `Only ${request.ownerName} or a supervisor can hand this request on.`,
        };
      const [to] = await db
        .select({
          id: staffAccounts.id,
          name: staffAccounts.name,
          email: staffAccounts.email,
          role: staffAccounts.role,
        })
        .from(staffAccounts)
        .where(eq(staffAccounts.id, staffId));
      if (!to) return { ok: false, status: 400, message: 'Choose someone from the list.' };
      const marked = await db.transaction((tx) =>
        setHandling(
          tx,
          request,
          to,
          {
            status: request.status === 'waiting' ? 'waiting' : 'in_progress',
            event: 'Assigned',
            note: `to ${to.name} by ${staff.email}`,
          },
          clock(),
          staff,
        ),
      );
      return marked ? { ok: true, message: `${to.name} is now working on this request.` } : ALREADY_DONE;
    },

    /**
     * The agent asked the customer something (or parks a referral until they answer): the request
     * waits, with the day the answer is expected by, after which the wait shows as overdue.
     */
    async waiting(
      request: QueuedRequest,
      staff: StaffMember,
      { note, dueOn }: { note: string; dueOn: string },
    ): Promise<HandlingResult> {
      const now = clock();
      const due = waitingDue(dueOn, now.toISOString());
      if (!due.ok) return { ok: false, status: 400, message: due.message, fields: [due.field] };
      const marked = await db.transaction((tx) =>
        setHandling(
          tx,
          request,
          staff,
          {
            status: 'waiting',
            event: 'Waiting for the customer',
            note: `${note} (answer due by ${formatLongDate(dueOn)})`,
            dueAt: new Date(due.dueAt),
          },
          now,
        ),
      );
      return marked ? { ok: true, message: 'The request is waiting for the customer.' } : ALREADY_DONE;
    },

    /** A note for colleagues only: never sent to the customer. */
    async note(request: QueuedRequest, staff: StaffMember, note: string): Promise<HandlingResult> {
      await event(request, staff, 'Internal note', note);
      return { ok: true, message: 'Your note is added.' };
    },
  };
}
