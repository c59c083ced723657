import type { CustomerAnswerResponse } from '@portal/domain/api/opsCustomerAnswer';
import { ANSWER_EVENT, QUESTION_EVENT } from '@portal/domain/requests/requestTracking';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { requestEvents } from '../db/schema/ops.ts';
import { requestDocuments, requests } from '../db/schema/requests.ts';

/** The customer's latest answer on their request's page, the question it answers, and its files. */
export async function customerAnswer(db: Db, reference: string): Promise<CustomerAnswerResponse | null> {
  const [request] = await db
    .select({ id: requests.id })
    .from(requests)
    .where(eq(requests.reference, reference));
  if (!request) return null;
  const [answer] = await db
    .select()
    .from(requestEvents)
    .where(and(eq(requestEvents.requestId, request.id), eq(requestEvents.event, ANSWER_EVENT)))
    .orderBy(desc(requestEvents.id))
    .limit(1);
  if (!answer) return { answer: null };
  const [question] = await db
    .select({ note: requestEvents.note })
    .from(requestEvents)
    .where(
      and(
        eq(requestEvents.requestId, request.id),
        inArray(requestEvents.event, [QUESTION_EVENT]),
        lt(requestEvents.id, answer.id),
      ),
    )
    .orderBy(desc(requestEvents.id))
    .limit(1);
  const files = await db
    .select({ id: requestDocuments.id, displayName: requestDocuments.displayName })
    .from(requestDocuments)
    .where(eq(requestDocuments.answerEventId, answer.id))
    .orderBy(asc(requestDocuments.id));
  return {
    answer: { question: question?.note ?? '', text: answer.note, at: answer.at.toISOString(), files },
  };
}
