import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from './database.ts';

/** One insert of a statement: a name later inserts can take its `id` from, and the insert itself. */
export interface InsertStep {
  name: string;
  insert: SQLWrapper;
}

/** The `id` an earlier step returned (it must end in `.returning({ id })`), as a value for a later one. */
export const idOf = (step: string): SQL => sql`(select id from ${sql.identifier(step)})`;

/**
 * Several inserts sent as one statement, each a data-modifying CTE: one round trip instead of
 * one per row, and atomic without a transaction (a statement commits or fails whole). Answers
 * the `id` of the step named `answer`.
 */
export async function insertAsOneStatement(db: DbOrTx, steps: InsertStep[], answer: string): Promise<number> {
  // Drizzle puts a query embedded in `sql` in parentheses already: `name as (insert …)`.
  const parts = steps.map(({ name, insert }) => sql`${sql.identifier(name)} as ${insert}`);
  const result = await db.execute(
    sql`with ${sql.join(parts, sql`, `)} select id from ${sql.identifier(answer)}`,
  );
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  if (!row) throw new Error(`insertAsOneStatement: step ${answer} returned no id`);
  return Number(row.id);
}
