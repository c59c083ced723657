import { formCard, isFormCode } from '@portal/domain/forms';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { requestEvents } from '../db/schema/ops.ts';
import { policies, policyholders } from '../db/schema/policies.ts';
import { quoteEvents, quotes, referrals } from '../db/schema/quotes.ts';
import { requestDocuments } from '../db/schema/requests.ts';
import type { QueuedRequest } from './queue.ts';

export interface HistoryEntry {
  at: string;
  who: string;
  what: string;
}

/** Saved answers as label/value lines: nested blocks become dotted names, lists numbered. */
export function flattenAnswers(value: unknown, prefix = ''): { name: string; value: string }[] {
  if (Array.isArray(value))
    return value.flatMap((entry, index) => flattenAnswers(entry, `${prefix}[${index + 1}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, entry]) =>
      flattenAnswers(entry, prefix ? `${prefix}.${key}` : key),
    );
  return [{ name: prefix, value: value === undefined || value === null ? '' : String(value) }];
}

/** Everything a request's page shows: answers, documents, the policy, quotes and the history. */
export async function requestDetail(db: DbOrTx, request: QueuedRequest) {
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
      status: quotes.status,
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
        what: `Quote ${event.event}: ${event.fromStatus ?? '–'} → ${event.toStatus}`,
      });
  }
  const staffEvents = await db.select().from(requestEvents).where(eq(requestEvents.requestId, request.id));
  for (const event of staffEvents)
    history.push({
      at: event.at.toISOString(),
      who: event.staffEmail,
      what: event.note ? `${event.event}: ${event.note}` : event.event,
    });
  history.sort((a, b) => a.at.localeCompare(b.at));
  return {
    reference: request.reference,
    form: request.form,
    brand: request.brand,
    product: request.product,
    status: request.status,
    outcome: request.outcome,
    canApply: isFormCode(request.form) && formCard(request.form).apply !== undefined,
    createdAt: request.createdAt,
    policy: policy ?? null,
    answers: flattenAnswers(request.details),
    documents,
    quotes: quoteRows.map(({ uuid, status, quoteDto, createdAt }) => ({
      uuid,
      status,
      totalPremiumChange: quoteDto.totalPremiumChange,
      amountToDebit: quoteDto.amountToDebit,
      createdAt: createdAt.toISOString(),
    })),
    referralReasons: referralRows.flatMap((referral) => referral.reasons),
    history,
  };
}
