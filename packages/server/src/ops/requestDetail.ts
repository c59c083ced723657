import { isFormCode } from '@portal/domain/formCodes';
import { formCard } from '@portal/domain/forms';
import { answersAsSeen } from '@portal/domain/journeys/answersAsSeen';
import { type ComparedValue, editComparison } from '@portal/domain/requests/editComparison';
import { isLeftMessage } from '@portal/domain/requests/leftMessage';
import { leftMessageAnswers } from '@portal/domain/requests/leftMessageDetails';
import { isOverdue, replyPromise } from '@portal/domain/requests/replyPromise';
import { quoteEventWords } from '@portal/domain/requests/stateWords';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { interestedParties, requestEvents } from '../db/schema/ops.ts';
import { policies, policyholders } from '../db/schema/policies.ts';
import { quoteEvents, quotes, referrals } from '../db/schema/quotes.ts';
import { requestDocuments, requests } from '../db/schema/requests.ts';
import { dueBy, type QueuedRequest } from './queue.ts';
import { withStanding } from './quoteStandings.ts';

export interface HistoryEntry {
  at: string;
  who: string;
  what: string;
}

const NOTE = 'Internal note';

/** Saved answers as label/value lines: nested blocks become dotted names (forms without a journey). */
function flattenAnswers(value: unknown, prefix = ''): { name: string; label: string; value: string }[] {
  if (Array.isArray(value))
    return value.flatMap((entry, index) => flattenAnswers(entry, `${prefix}[${index + 1}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, entry]) =>
      flattenAnswers(entry, prefix ? `${prefix}.${key}` : key),
    );
  return [{ name: prefix, label: prefix, value: value === undefined || value === null ? '' : String(value) }];
}

/** The answers as the customer saw them, step by step, from the form's journey definition. */
async function answersOf(request: QueuedRequest) {
  if (isLeftMessage(request.form)) return leftMessageAnswers(request.details);
  const journey = isFormCode(request.form) ? await formCard(request.form).journey?.() : undefined;
  if (!journey) return [{ heading: 'Answers', rows: flattenAnswers(request.details) }];
  return answersAsSeen(journey.journey, request.details);
}

type PolicyRecord = {
  policyNumber: string;
  version: number;
  annualMileage: number | null;
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
};

/** What applying the request would change, on record → requested (forms an agent can apply). */
async function changeOf(db: DbOrTx, request: QueuedRequest, policy: PolicyRecord | undefined) {
  const card = isFormCode(request.form) ? formCard(request.form) : undefined;
  if (!card?.apply || !policy || !request.policyId) return null;
  const built = (await card.apply()).editFromDetails(request.details);
  if (!built.ok) return null;
  const [party] = await db
    .select({ companyName: interestedParties.companyName })
    .from(interestedParties)
    .where(and(eq(interestedParties.policyId, request.policyId), eq(interestedParties.current, true)));
  const compared: ComparedValue = editComparison(built.edit, {
    name: `${policy.title} ${policy.firstName} ${policy.lastName}`,
    phone: policy.phone,
    annualMileage: policy.annualMileage,
    interestedParty: party?.companyName ?? null,
  });
  return compared;
}

/** Quotes on the same policy, from other requests, that a customer can still accept or pay. */
export async function openQuotesOnPolicy(db: DbOrTx, request: QueuedRequest, now: Date) {
  if (!request.policyId) return [];
  const rows = await db
    .select({
      uuid: quotes.uuid,
      policyId: quotes.policyId,
      policyVersion: quotes.policyVersion,
      status: quotes.status,
      updatedAt: quotes.updatedAt,
      reference: requests.reference,
    })
    .from(quotes)
    .innerJoin(requests, eq(requests.id, quotes.requestId))
    .where(and(eq(quotes.policyId, request.policyId), ne(quotes.requestId, request.id)));
  return (await withStanding(db, rows, now))
    .filter(({ standing }) => standing.open)
    .map(({ row, standing }) => ({ reference: row.reference, uuid: row.uuid, state: standing.state }));
}

/** Everything a request's page shows: answers, documents, the policy, quotes, notes and the history. */
export async function requestDetail(db: DbOrTx, request: QueuedRequest, now: Date) {
  const [policy] = request.policyId
    ? await db
        .select({
          policyNumber: policies.policyNumber,
          version: policies.version,
          annualMileage: policies.annualMileage,
          title: policyholders.title,
          firstName: policyholders.firstName,
          lastName: policyholders.lastName,
          phone: policyholders.phone,
          email: policyholders.email,
        })
        .from(policies)
        .innerJoin(policyholders, eq(policyholders.id, policies.policyholderId))
        .where(eq(policies.id, request.policyId))
    : [];
  const documents = await db
    .select({
      id: requestDocuments.id,
      documentType: requestDocuments.documentType,
      displayName: requestDocuments.displayName,
      contentType: requestDocuments.contentType,
      sizeBytes: requestDocuments.sizeBytes,
    })
    .from(requestDocuments)
    .where(eq(requestDocuments.requestId, request.id))
    .orderBy(asc(requestDocuments.id));
  const quoteRows = await db
    .select({
      id: quotes.id,
      uuid: quotes.uuid,
      policyId: quotes.policyId,
      policyVersion: quotes.policyVersion,
      status: quotes.status,
      updatedAt: quotes.updatedAt,
      quoteDto: quotes.quoteDto,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .where(eq(quotes.requestId, request.id))
    .orderBy(asc(quotes.id));
  const referralRows = await db.select().from(referrals).where(eq(referrals.requestId, request.id));
  const history: HistoryEntry[] = [{ at: request.createdAt, who: 'customer', what: 'Request sent online' }];
  for (const referral of referralRows)
    history.push({
      at: referral.createdAt.toISOString(),
      who: 'rating',
      what: `Referred to an underwriter: ${referral.reasons.join('; ')}`,
    });
  for (const quote of quoteRows) {
    const events = await db.select().from(quoteEvents).where(eq(quoteEvents.quoteId, quote.id));
    for (const event of events)
      history.push({
        at: event.at.toISOString(),
        who: 'portal',
        what: quoteEventWords(event.event),
      });
  }
  const staffEvents = await db.select().from(requestEvents).where(eq(requestEvents.requestId, request.id));
  for (const event of staffEvents.filter((entry) => entry.event !== NOTE))
    history.push({
      at: event.at.toISOString(),
      who: event.staffEmail,
      what: event.note ? `${event.event}: ${event.note}` : event.event,
    });
  history.sort((a, b) => a.at.localeCompare(b.at));
  const promise =
    request.status === 'done'
      ? undefined
      : replyPromise(request.form, request.brand, request.details, request.createdAt);
  return {
    reference: request.reference,
    form: request.form,
    brand: request.brand,
    product: request.product,
    status: request.status,
    outcome: request.outcome,
    owner: request.ownerId === null ? null : { id: request.ownerId, name: request.ownerName ?? '' },
    promise: promise ? { ...promise, overdue: isOverdue(promise, now.toISOString()) } : null,
    waitingDue: request.status === 'waiting' ? dueBy(request.waitingDueAt, now) : null,
    awaitingPrice: request.awaitingPrice,
    canApply: isFormCode(request.form) && formCard(request.form).apply !== undefined,
    /** A left message is answered by email (and so done), never applied or rejected. */
    replyByEmail: isLeftMessage(request.form),
    createdAt: request.createdAt,
    policy: policy ?? null,
    answers: await answersOf(request),
    change: await changeOf(db, request, policy),
    openQuotesOnPolicy: request.status === 'done' ? [] : await openQuotesOnPolicy(db, request, now),
    documents,
    quotes: (await withStanding(db, quoteRows, now)).map(({ row, standing }) => ({
      uuid: row.uuid,
      status: row.status,
      state: standing.state,
      flag: standing.flag ?? null,
      totalPremiumChange: row.quoteDto.totalPremiumChange,
      amountToDebit: row.quoteDto.amountToDebit,
      createdAt: row.createdAt.toISOString(),
    })),
    referralReasons: referralRows.flatMap((referral) => referral.reasons),
    notes: staffEvents
      .filter((entry) => entry.event === NOTE)
      .map((entry) => ({ at: entry.at.toISOString(), who: entry.staffEmail, note: entry.note })),
    history,
  };
}
