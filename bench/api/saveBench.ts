/**
 * The save, paired: `POST cov/save` against `GET /health` of the same server in the same
 * minute, for one build or several (a before/after comparison), on a local Postgres server with
 * a fresh database per build. Builds take turns round by round, in alternating order, so load
 * from elsewhere on a shared machine falls on each alike. Prints req/s, p99 and CPU per request
 * split between the server (Node) and its database's Postgres backends, and medians per build.
 *   npx tsx bench/api/saveBench.ts
 *   BENCH_BUILDS=before=/work/wt/save-before,after=. npx tsx bench/api/saveBench.ts
 * Each build runs its own `packages/server/dist` (`npm run build` in it first).
 *   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_ROUNDS (4),
 *   BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_CPU_PROF=<dir> (a V8 profile per server)
 */
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { type Portal, startPortal } from '../../e2e/support/portal.ts';
import { type Load, median, run } from '../all/load.ts';
import { type BenchDatabase, benchDatabase } from './benchDatabase.ts';
import { REDUCTION_CAR, saveBody } from './prepare.ts';
import { type CpuSplit, watchCpu } from './saveCpu.ts';

const API = '/mta-api/mta';
const UNLIMITED = '100000000';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const builds = (process.env.BENCH_BUILDS ?? 'this checkout=.').split(',').map((entry) => {
  const [label = entry, root = '.'] = entry.split('=');
  return { label, root: resolve(root) };
});

interface Started {
  label: string;
  portal: Portal;
  database: BenchDatabase;
  name: string;
  base: string;
  sessions: string[];
}

interface Figures {
  requestsPerSecond: number;
  p99: number;
  cpu: CpuSplit;
}

async function start(label: string, root: string): Promise<Started> {
  const database = await benchDatabase(serverUrl);
  const profile = process.env.BENCH_CPU_PROF;
  const portal = await startPortal(
    {
      RATE_LIMIT_MAX: UNLIMITED,
      TOKEN_RATE_LIMIT_MAX: UNLIMITED,
      LOOKUP_RATE_LIMIT_MAX: UNLIMITED,
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.databaseUrl,
      ...(profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profile}` } : {}),
    },
    root,
  );
  const base = `http://127.0.0.1:${portal.port}`;
  const sessions: string[] = [];
  for (let i = 0; i < connections; i++) {
    const response = await fetch(`${base}${API}/initialize/direct`, { method: 'POST' });
    sessions.push(response.headers.get('x-auth-token') ?? '');
  }
  const name = new URL(database.databaseUrl).pathname.slice(1);
  return { label, portal, database, name, base, sessions };
}

const loads = (build: Started): Load[] => [
  { name: 'GET /health', method: 'GET', path: '/health' },
  {
    name: 'POST cov/save',
    method: 'POST',
    path: `${API}/cov/save`,
    body: saveBody(REDUCTION_CAR),
    sessions: build.sessions,
  },
];

async function measure(build: Started, load: Load): Promise<Figures> {
  const watch = watchCpu(build.portal.pid, build.name);
  const figures = await run(build.base, load, { connections, seconds });
  if (figures.errors + figures.non2xx > 0)
    console.log(`  ${build.label} ${load.name}: ${figures.errors} errors, ${figures.non2xx} non-2xx answers`);
  return { ...figures, cpu: watch.stop(figures.requestsPerSecond * seconds) };
}

/** Emails the outbox has not sent yet: whether the worker kept up with the saves. */
async function pendingEmails(build: Started): Promise<number> {
  const client = new pg.Client({ connectionString: build.database.databaseUrl });
  await client.connect();
  try {
    const result = await client.query(`select count(*)::int as n from outbox where status = 'pending'`);
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

const ms = (value: number) => value.toFixed(2);
const line = (label: string, health: Figures, save: Figures, pending: number) =>
  `${label.padEnd(16)} /health ${health.requestsPerSecond.toFixed(0).padStart(6)} req/s | save ${save.requestsPerSecond
    .toFixed(0)
    .padStart(
      5,
    )} req/s, p99 ${String(save.p99).padStart(4)} ms, ${(save.requestsPerSecond / health.requestsPerSecond).toFixed(3)} x health | CPU per save: Node ${ms(save.cpu.nodeMs)} ms, Postgres ${ms(save.cpu.postgresMs)} ms (load generator ${ms(save.cpu.loadMs)}) | emails pending ${pending}`;

const cpu = cpus();
console.log(
  `machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown CPU'}), Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )}; ${connections} connections, ${connections} sessions, ${rounds} rounds of ${seconds} s per route and build`,
);
const started: Started[] = [];
try {
  for (const { label, root } of builds) {
    started.push(await start(label, root));
    console.log(
      `${label}: ${root}, server pid ${started.at(-1)?.portal.pid}, database ${started.at(-1)?.name}`,
    );
  }
  // Warm-up: JIT, connection pools, caches; figures thrown away.
  for (const build of started)
    for (const load of loads(build)) await run(build.base, load, { connections, seconds: 2 });
  const results = new Map(started.map((build) => [build.label, [] as { health: Figures; save: Figures }[]]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? started : [...started].reverse();
    console.log(`round ${round + 1} (load average ${loadavg()[0]?.toFixed(1)})`);
    for (const build of order) {
      const [health, save] = loads(build);
      const healthFigures = await measure(build, health as Load);
      const saveFigures = await measure(build, save as Load);
      results.get(build.label)?.push({ health: healthFigures, save: saveFigures });
      console.log(`  ${line(build.label, healthFigures, saveFigures, await pendingEmails(build))}`);
    }
  }
  console.log(`\nmedians over ${rounds} rounds:`);
  for (const build of started) {
    const runs = results.get(build.label) ?? [];
    const med = (pick: (r: { health: Figures; save: Figures }) => number) => median(runs.map(pick));
    console.log(
      `  ${build.label.padEnd(16)} /health ${med((r) => r.health.requestsPerSecond).toFixed(0)} req/s | save ${med((r) => r.save.requestsPerSecond).toFixed(0)} req/s, p99 ${med((r) => r.save.p99)} ms, ${med((r) => r.save.requestsPerSecond / r.health.requestsPerSecond).toFixed(3)} x health | CPU per save: Node ${ms(med((r) => r.save.cpu.nodeMs))} ms, Postgres ${ms(med((r) => r.save.cpu.postgresMs))} ms | CPU per /health: Node ${ms(med((r) => r.health.cpu.nodeMs))} ms, Postgres ${ms(med((r) => r.health.cpu.postgresMs))} ms`,
    );
  }
} finally {
  for (const build of started) {
    await build.portal.stop();
    await build.database.drop();
  }
}
