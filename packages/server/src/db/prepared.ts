import type { DbOrTx } from './database.ts';

/**
 * A query of the save path, built once for each database (or transaction) it runs on and
 * prepared under a name, so Postgres parses and plans it once per connection and Drizzle does
 * not assemble it again on every call (its query building was about a tenth of a save's CPU).
 */
export function preparedFor<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const built = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
