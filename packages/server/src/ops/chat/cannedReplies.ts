import type { CannedReply, cannedReplyInput } from '@portal/domain/chat/cannedReplies';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { cannedReplies } from '../../db/schema/cannedReplies.ts';
import { audit, type StaffMember } from '../audit.ts';

type Input = z.output<typeof cannedReplyInput>;

/** The answer of a change: the reply as stored, or why not (a shortcut another reply has, or none such). */
export type CannedReplyOutcome = { reply: CannedReply } | { refused: 'taken' | 'missing' };

const view = (row: typeof cannedReplies.$inferSelect): CannedReply => ({
  id: row.id,
  shortcut: row.shortcut,
  text: row.text,
});

/** Postgres's unique-violation code: a shortcut is one reply's alone, judged by the database. */
const isTaken = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** Canned replies kept by staff: every change audited under who made it. */
export function createCannedReplies(db: Db, clock: () => Date) {
  const audited = (staff: StaffMember, action: string, reply: CannedReply) =>
    audit(db, staff, { action, subject: `canned reply /${reply.shortcut}`, detail: {} }, clock());
  const guarded = async (work: () => Promise<CannedReply | undefined>): Promise<CannedReplyOutcome> => {
    try {
      const reply = await work();
      return reply ? { reply } : { refused: 'missing' };
    } catch (error) {
      if (isTaken(error)) return { refused: 'taken' };
      throw error;
    }
  };
  return {
    async list(): Promise<CannedReply[]> {
      return (await db.select().from(cannedReplies).orderBy(asc(cannedReplies.shortcut))).map(view);
    },
    async add(staff: StaffMember, input: Input) {
      const outcome = await guarded(async () => {
        const [row] = await db
          .insert(cannedReplies)
          .values({ ...input, updatedBy: staff.id, updatedAt: clock() })
          .returning();
        return row && view(row);
      });
      if ('reply' in outcome) await audited(staff, 'Canned reply added', outcome.reply);
      return outcome;
    },
    async edit(staff: StaffMember, id: number, input: Input) {
      const outcome = await guarded(async () => {
        const [row] = await db
          .update(cannedReplies)
          .set({ ...input, updatedBy: staff.id, updatedAt: clock() })
          .where(eq(cannedReplies.id, id))
          .returning();
        return row && view(row);
      });
      if ('reply' in outcome) await audited(staff, 'Canned reply changed', outcome.reply);
      return outcome;
    },
    async remove(staff: StaffMember, id: number): Promise<CannedReplyOutcome> {
      const [row] = await db.delete(cannedReplies).where(eq(cannedReplies.id, id)).returning();
      if (!row) return { refused: 'missing' };
      await audited(staff, 'Canned reply removed', view(row));
      return { reply: view(row) };
    },
  };
}
export type CannedReplies = ReturnType<typeof createCannedReplies>;
