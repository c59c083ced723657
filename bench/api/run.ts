/**
 * API load benchmark: starts the real server as a child process (PGlite in memory, or a fresh
 * database on the Postgres server DATABASE_URL names), prepares quotes over HTTP, drives each
 * route with autocannon beside a bare Fastify route, and prints figures against the targets.
 *   npm run bench:api                                   # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:api
 * BENCH_ACCEPT_QUOTES / BENCH_EXECUTE_QUOTES size the pools of fresh quotes (defaults 8000 / 3500
 * on Postgres, 2500 / 1200 on PGlite: more than this machine got through in 12 s, and each one
 * costs a save to prepare). Each quote is on a bench policy of its own (BENCH_POLICIES).
 */
import { cpus, loadavg } from 'node:os';
import { startPortal } from '../../e2e/support/portal.ts';
import { startBareRoute } from './baseline.ts';
import { benchDatabase } from './benchDatabase.ts';
import { CONNECTIONS, drive, MEASURE_SECONDS, type RouteFigures, WARM_UP_SECONDS } from './drive.ts';
import { createPreparer, inParallel, REDUCTION_CAR, saveBody } from './prepare.ts';
import { printMemory, printRouteTable } from './report.ts';
import { rssMegabytes, watchPeakRss } from './rss.ts';

const API = '/mta-api/mta';
const UNLIMITED = '100000000';
// Embedded PGlite gets through far fewer state changes a second, so it needs smaller pools.
const onPostgres = Boolean(process.env.DATABASE_URL);
const acceptPoolSize = Number(process.env.BENCH_ACCEPT_QUOTES ?? (onPostgres ? 8000 : 2500));
const executePoolSize = Number(process.env.BENCH_EXECUTE_QUOTES ?? (onPostgres ? 3500 : 1200));
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const database = await benchDatabase(process.env.DATABASE_URL || undefined);
const bare = await startBareRoute();
const portal = await startPortal({
  RATE_LIMIT_MAX: UNLIMITED,
  TOKEN_RATE_LIMIT_MAX: UNLIMITED,
  LOOKUP_RATE_LIMIT_MAX: UNLIMITED,
  LOG_LEVEL: 'warn',
  DATABASE_URL: database.databaseUrl,
  // A policy of its own for each quote in the pools (see prepare.ts).
  BENCH_POLICIES: String(acceptPoolSize + executePoolSize),
});

try {
  const pid = portal.pid;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleRss = rssMegabytes(pid);
  const cpu = cpus();
  console.log(
    `machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown CPU'}), Node ${process.version}, database: ${database.label}, load average before the run ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `load: autocannon, ${CONNECTIONS} connections over loopback, ${CONNECTIONS} customer sessions taken in turn, ${WARM_UP_SECONDS} s warm-up then ${MEASURE_SECONDS} s per route`,
  );

  // Loopback by address, not name, so the client never waits on a resolver.
  const base = `http://127.0.0.1:${portal.port}`;
  const prepared = performance.now();
  const preparer = createPreparer(base);
  const session = await preparer.startSession();
  const [opened] = await preparer.quotes(1, REDUCTION_CAR, { ownPolicies: false });
  if (!opened) throw new Error('no quote to validate');
  const acceptable = await preparer.quotes(acceptPoolSize, REDUCTION_CAR);
  const payable = await preparer.payableQuotes(executePoolSize);
  console.log(
    `prepared over HTTP in ${seconds(prepared)} s: ${acceptable.length} reduction quotes to accept, ${payable.length} proceeded quotes with a validated card and dfReferenceId to pay`,
  );

  // One session per connection, as 50 customers would have; each request carries one in turn.
  const sessions = [
    session,
    ...(await inParallel(Array.from({ length: CONNECTIONS - 1 }), 8, () => preparer.anotherSession())),
  ];
  const auth = { 'x-auth-token': session };
  // The gateway only returns the customer to the brand's own origin, port included.
  const site = portal.url('directline');
  const peak = watchPeakRss(pid);
  const bareFigures = await drive(bare.url, {
    name: 'bare Fastify GET / (constant)',
    method: 'GET',
    path: '/',
  });
  const routes: RouteFigures[] = [];
  const loads = [
    {
      name: 'POST cov/idv/validate',
      method: 'POST' as const,
      path: `${API}/cov/idv/validate`,
      headers: auth,
      body: JSON.stringify({ token: opened.token }),
    },
    { name: 'GET con/data', method: 'GET' as const, path: `${API}/con/data`, headers: auth },
    {
      name: 'POST cov/save',
      method: 'POST' as const,
      path: `${API}/cov/save`,
      headers: auth,
      body: saveBody(REDUCTION_CAR),
    },
    {
      name: 'POST quote/accept',
      method: 'POST' as const,
      path: `${API}/quote/accept`,
      headers: auth,
      pool: acceptable.map((quote) => JSON.stringify(quote)),
    },
    {
      name: 'POST payment/execute',
      method: 'POST' as const,
      path: `${API}/payment/execute`,
      headers: auth,
      pool: payable.map((quote) =>
        JSON.stringify({
          ...quote,
          uiBaseUrl: site,
          paymentRedirectionUrl: `${site}/cov/accept/redirects`,
          paymentSuccessRedirectionUrl: `${site}/cov/accept/payment-success`,
          paymentDeclineRedirectionUrl: `${site}/cov/accept/payment-declined`,
          idempotencyKey: `bench-execute-${quote.uuid}`,
        }),
      ),
    },
  ];
  for (const load of loads) routes.push(await drive(base, { ...load, sessions }));
  const peakRss = peak.stop();
  console.log('');
  printRouteTable(bareFigures, routes);
  printMemory(idleRss, peakRss);
} catch (error) {
  console.error(error);
  console.error(portal.logs.join('').slice(-4000));
  process.exitCode = 1;
} finally {
  await portal.stop();
  await bare.close();
  await database.drop();
}
