import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { addresses, drivers, policies, vehicles } from './schema/policies.ts';

/** The first bench policy's number; the n-th is BENCH_POLICY_BASE + n - 1 (90000001, 90000002…). */
export const BENCH_POLICY_BASE = 90_000_001;
const MODEL = '10000001';

/** Every column but the id, each as `replace` gives it or as it is in `source`. */
function copiedColumns(table: PgTable, source: string, replace: Record<string, SQL>) {
  const columns = Object.values(getTableColumns(table)).filter((column) => column.name !== 'id');
  return {
    names: sql.join(
      columns.map((column) => sql.identifier(column.name)),
      sql`, `,
    ),
    values: sql.join(
      columns.map(
        (column) => replace[column.name] ?? sql`${sql.identifier(source)}.${sql.identifier(column.name)}`,
      ),
      sql`, `,
    ),
  };
}

/** The copies' rows of one of the model policy's tables (vehicles, drivers, addresses). */
function copyRows(table: PgTable, name: string) {
  const { names, values } = copiedColumns(table, 'model_row', { policy_id: sql`copies.id` });
  return sql`${sql.identifier(`${name}_copied`)} as (insert into ${table} (${names})
    select ${values} from ${table} as model_row, copies
    where model_row.policy_id = (select id from ${policies} where policy_number = ${MODEL}))`;
}

/**
 * `count` copies of demo policy 10000001 (Amelia Hart: the same holder, car, driver and address)
 * under policy numbers from 90000001, for bench:api: each prepared quote gets a policy of its
 * own, so accepting or paying one leaves the others current. Copied in one statement, whatever
 * the count; seeded only with the demo data (main.ts), which a production start refuses.
 */
export async function seedBenchPolicies(db: Db, count: number): Promise<void> {
  const policy = copiedColumns(policies, 'model', {
    policy_number: sql`(${BENCH_POLICY_BASE} + n)::text`,
  });
  await db.execute(sql`with copies as (
      insert into ${policies} (${policy.names})
      select ${policy.values} from ${policies} as model, generate_series(0, ${count - 1}) as n
      where model.policy_number = ${MODEL}
      returning id
    ),
    ${copyRows(vehicles, 'vehicles')}, ${copyRows(drivers, 'drivers')}, ${copyRows(addresses, 'addresses')}
    select count(*) from copies`);
}
