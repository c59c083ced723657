import { ANSWER_EVENT, type TrackedRequest, trackedRequest } from '@portal/domain/requests/requestTracking';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { idOf, insertAsOneStatement } from '../../db/oneStatement.ts';
import { requestEvents, requestHandling } from '../../db/schema/ops.ts';
import { requestDocuments } from '../../db/schema/requests.ts';
import type { FileStore } from '../../files/fileStore.ts';
import { resolveRequestLink } from '../../links/requestLinks.ts';
import { titleOf } from '../../ops/handling.ts';
import { storeUploads } from '../requestDocuments.ts';
import type { Upload } from '../uploads.ts';

export interface RequestPageView {
  reference: string;
  title: string;
  brand: string;
  receivedAt: string;
  tracked: TrackedRequest;
}

export type AnswerOutcome =
  | { ok: true }
  | { ok: false; errorCode: 'INVALID_TOKEN' | 'TOKEN_EXPIRED' | 'NOT_WAITING' };

/** Who the history records as having answered: the customer, through the request's page. */
const CUSTOMER = 'customer (request page)';

/**
 * A request's page for its customer, opened by its link: what was asked, where it stands and its
 * history; and, while staff wait on a question, the customer's answer with files, which puts the
 * request back in front of the agent who asked.
 */
export function createRequestTracking(db: Db, files: FileStore, clock: () => Date) {
  async function view(
    token: string,
  ): Promise<RequestPageView | { errorCode: 'INVALID_TOKEN' | 'TOKEN_EXPIRED' }> {
    const opened = await resolveRequestLink(db, token, clock());
    if (!opened.ok) return { errorCode: opened.errorCode };
    const { request } = opened;
    const [handling] = await db
      .select()
      .from(requestHandling)
      .where(eq(requestHandling.requestId, request.id));
    const events = await db
      .select()
      .from(requestEvents)
      .where(eq(requestEvents.requestId, request.id))
      .orderBy(asc(requestEvents.id));
    // Only the names of files the customer sent with an answer are shown back to them.
    const answered = await db
      .select({ eventId: requestDocuments.answerEventId, name: requestDocuments.displayName })
      .from(requestDocuments)
      .where(and(eq(requestDocuments.requestId, request.id), isNotNull(requestDocuments.answerEventId)));
    const filesOf = (eventId: number) =>
      answered.filter((file) => file.eventId === eventId).map((file) => file.name);
    return {
      reference: request.reference,
      title: titleOf(request),
      brand: request.brand,
      receivedAt: request.createdAt.toISOString(),
      tracked: trackedRequest(
        request.createdAt.toISOString(),
        { status: handling?.status ?? null, outcome: handling?.outcome ?? null },
        events.map((event) => ({
          event: event.event,
          note: event.note,
          at: event.at.toISOString(),
          files: event.event === ANSWER_EVENT ? filesOf(event.id) : [],
        })),
      ),
    };
  }

  /**
   * The customer's answer to the question staff asked: its text and files, and the request back to
   * being worked on by the same agent, in one statement; the files are kept only if it commits.
   */
  async function answer(token: string, text: string, uploads: readonly Upload[]): Promise<AnswerOutcome> {
    const now = clock();
    const opened = await resolveRequestLink(db, token, now);
    if (!opened.ok) return opened;
    const requestId = opened.request.id;
    const [handling] = await db
      .select()
      .from(requestHandling)
      .where(eq(requestHandling.requestId, requestId));
    if (handling?.status !== 'waiting') return { ok: false, errorCode: 'NOT_WAITING' };
    const stored = await storeUploads(files, uploads, now);
    return stored
      .keepIfCommitted(() =>
        db.transaction(async (tx) => {
          const back = await tx
            .update(requestHandling)
            .set({ status: 'in_progress', updatedAt: now })
            .where(and(eq(requestHandling.requestId, requestId), eq(requestHandling.status, 'waiting')))
            .returning({ id: requestHandling.requestId });
          // Answered twice at once: the first answer stands, the second changes nothing.
          if (back.length === 0) throw new AlreadyAnswered();
          await insertAsOneStatement(
            tx,
            [
              {
                name: 'answer',
                insert: tx
                  .insert(requestEvents)
                  .values({ requestId, staffEmail: CUSTOMER, event: ANSWER_EVENT, note: text, at: now })
                  .returning({ id: requestEvents.id }),
              },
              ...stored.inserts(tx, sql`${requestId}`, idOf('answer')),
            ],
            'answer',
          );
          return { ok: true } as const;
        }),
      )
      .catch((error) => {
        if (error instanceof AlreadyAnswered) return { ok: false, errorCode: 'NOT_WAITING' } as const;
        throw error;
      });
  }

  return { view, answer };
}
export type RequestTracking = ReturnType<typeof createRequestTracking>;

class AlreadyAnswered extends Error {}
