/**
 * The statements one `cov/save` sends to Postgres, in order, with the round trips they cost:
 * a save's latency and Postgres CPU follow its round trips more than anything else.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/api/saveStatements.ts
 * The first save of a session binds it to its policy; the figures are for a later save.
 */
import pg from 'pg';
import { covAnswers } from '../../packages/server/src/test/testAnswers.ts';
import { createTestApp, startSession } from '../../packages/server/src/test/testApp.ts';

const seen: string[] = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string; name?: string };
  const text = typeof first === 'string' ? first : (first?.text ?? `(prepared ${first?.name})`);
  seen.push(text.replace(/\s+/g, ' ').slice(0, 150));
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const test = await createTestApp({ kind: 'postgres' });
try {
  const session = await startSession(test.app);
  const save = (key?: string) =>
    test.app.inject({
      method: 'POST',
      url: '/mta-api/mta/cov/save',
      headers: { 'x-auth-token': session, ...(key ? { 'idempotency-key': key } : {}) },
      payload: {
        brand: 'DIRECTLINE',
        product: 'PCW',
        answers: covAnswers({ make: 'BMW', model: '3 SERIES', yearOfManufacture: '2024' }),
      },
    });
  const first = await save();
  if (first.statusCode !== 200) throw new Error(first.body);
  // As the bench sends it (no key), then as the browser does (an Idempotency-Key per submit).
  for (const key of [undefined, 'statement-count-key-1']) {
    seen.length = 0;
    const saved = await save(key);
    if (saved.statusCode !== 200) throw new Error(saved.body);
    console.log(`\n== ${key ? 'with an Idempotency-Key' : 'without an Idempotency-Key'}`);
    for (const [i, text] of seen.entries()) console.log(`${String(i + 1).padStart(2)} ${text}`);
    const commits = seen.filter((text) => /^commit/i.test(text)).length;
    console.log(`one cov save (a later save of its session): ${seen.length} statements, ${commits} commits`);
  }
} finally {
  await test.close();
}
