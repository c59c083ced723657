/**
 * `npm run bench`: the server figures of issue 14 from one command, then the bundle report.
 * For each database (embedded PGlite; Postgres too when TEST_DATABASE_URL is set or a server
 * answers on 127.0.0.1:5432, in a database of its own that is dropped afterwards) it starts the
 * built server, and in rounds drives bare `/health`, token-checked `GET cov/data` and
 * `POST cov/save` (validate, identify, rate, store, outbox) with 10 connections, printing
 * medians over the rounds, each route's ratio to /health from the same round, and server RSS.
 * On Postgres it then runs the save load against two instances round-robin (issue 14 item 4).
 *   BENCH_ROUNDS (3), BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_DATABASES (pglite,postgres)
 *   BENCH_ROUTES=save     only the routes whose name holds one of these words (a profile of one route)
 *   BENCH_SERVER_ROOT=<dir>  run another checkout's build (a before/after comparison)
 *   BENCH_CPU_PROF=<dir>  writes a V8 CPU profile of each server process there (open in DevTools)
 *   BENCH_PGLITE_ON_DISK=1  PGlite keeps its files in a fresh folder, as `npm start` does, not in memory
 *   BENCH_NODE_OPTIONS=…  Node options for the server processes (e.g. --max-old-space-size=128)
 * Build first: `npm run build`. Figures inform; nothing here fails on a target.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Portal, startPortal } from '../../e2e/support/portal.ts';
import { benchDatabase } from '../api/benchDatabase.ts';
import { REDUCTION_CAR, saveBody } from '../api/prepare.ts';
import { rssMegabytes } from '../api/rss.ts';
import { watchCpu } from './cpu.ts';
import { type Load, median, type RunFigures, run } from './load.ts';
import { printTable, type RouteRow } from './table.ts';

const API = '/mta-api/mta';
const UNLIMITED = '100000000';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

async function postgresServer(): Promise<string | undefined> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const url = 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

function serverEnv(databaseUrl: string, dataDir: string | undefined): Record<string, string> {
  const profile = process.env.BENCH_CPU_PROF;
  const nodeOptions = [
    process.env.BENCH_NODE_OPTIONS ?? '',
    profile ? `--cpu-prof --cpu-prof-dir=${profile}` : '',
  ].join(' ');
  return {
    RATE_LIMIT_MAX: UNLIMITED,
    TOKEN_RATE_LIMIT_MAX: UNLIMITED,
    LOOKUP_RATE_LIMIT_MAX: UNLIMITED,
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...(nodeOptions.trim() ? { NODE_OPTIONS: nodeOptions.trim() } : {}),
  };
}

async function sessionsOn(base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${base}${API}/initialize/direct`, { method: 'POST' });
    const token = response.headers.get('x-auth-token');
    if (!token) throw new Error(`initialise answered ${response.status} without a token`);
    tokens.push(token);
  }
  return tokens;
}

const only = process.env.BENCH_ROUTES?.split(',');

function loadsFor(sessions: string[]): Load[] {
  const loads: Load[] = [
    { name: 'GET /health (bare)', method: 'GET', path: '/health' },
    { name: 'GET cov/data (token)', method: 'GET', path: `${API}/cov/data`, sessions },
    {
      name: 'POST cov/save',
      method: 'POST',
      path: `${API}/cov/save`,
      body: saveBody(REDUCTION_CAR),
      sessions,
    },
  ];
  return loads.filter((load) => !only || only.some((word) => load.name.includes(word)));
}

let printCpu = () => {};

/** Rounds of every load in turn (warm-up first, discarded); medians per route, ratios per round. */
async function measure(bases: string | string[], loads: Load[], servers: number[]): Promise<RouteRow[]> {
  const options = { connections, seconds };
  for (const load of loads) await run(bases, load, { connections, seconds: 1 });
  const figures: RunFigures[][] = loads.map(() => []);
  const cpu = new Map<string, string>();
  for (let round = 0; round < rounds; round++)
    for (const [i, load] of loads.entries()) {
      const watch = watchCpu(servers);
      const figure = await run(bases, load, options);
      figures[i]?.push(figure);
      // The last round's, printed below the table.
      cpu.set(load.name, watch.stop(figure.requestsPerSecond * seconds));
    }
  printCpu = () => {
    for (const [name, line] of cpu) console.log(`  ${name}: ${line}`);
  };
  // Ratios are to /health when it ran (NaN when BENCH_ROUTES left it out).
  const bare = loads[0]?.path === '/health' ? (figures[0] ?? []) : [];
  return loads.map((load, i) => {
    const runs = figures[i] ?? [];
    return {
      name: load.name,
      requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      ratio: median(
        runs.map((r, round) => r.requestsPerSecond / (bare[round]?.requestsPerSecond ?? Number.NaN)),
      ),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    };
  });
}

/** Where the RSS sits, from the server's own Prometheus metrics (prom-client's defaults). */
async function memoryParts(base: string): Promise<string> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const mb = (name: string) => {
    const value = text.match(new RegExp(`^${name} (\\S+)`, 'm'))?.[1];
    return value ? `${(Number(value) / 1048576).toFixed(0)} MB` : '?';
  };
  return `V8 heap used ${mb('nodejs_heap_size_used_bytes')} of ${mb('nodejs_heap_size_total_bytes')}, external (WebAssembly memory, buffers) ${mb('nodejs_external_memory_bytes')}`;
}

async function withPortal<T>(databaseUrl: string, work: (portal: Portal, base: string) => Promise<T>) {
  const onDisk = !databaseUrl && process.env.BENCH_PGLITE_ON_DISK;
  const dataDir = onDisk ? mkdtempSync(join(tmpdir(), 'portal-bench-pglite-')) : undefined;
  const portal = await startPortal(
    serverEnv(databaseUrl, dataDir),
    process.env.BENCH_SERVER_ROOT || undefined,
  );
  try {
    return await work(portal, `http://127.0.0.1:${portal.port}`);
  } catch (error) {
    console.error(portal.logs.join('').slice(-4000));
    throw error;
  } finally {
    await portal.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchOn(serverUrl: string | undefined): Promise<void> {
  const database = await benchDatabase(serverUrl);
  try {
    console.log(
      `\n== ${!serverUrl && process.env.BENCH_PGLITE_ON_DISK ? 'PGlite (on disk, as npm start keeps it)' : database.label}${process.env.BENCH_NODE_OPTIONS ? ` (server: ${process.env.BENCH_NODE_OPTIONS})` : ''}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    await withPortal(database.databaseUrl, async (portal, base) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const idle = rssMegabytes(portal.pid);
      const rows = await measure(base, loadsFor(await sessionsOn(base, connections)), [portal.pid]);
      printTable(rows);
      printCpu();
      console.log(
        `server RSS: ${idle.toFixed(0)} MB idle after start, ${rssMegabytes(portal.pid).toFixed(0)} MB after the load (${await memoryParts(base)})`,
      );
    });
    if (!serverUrl) return;
    // Scale: the same save load spread round-robin over two instances on the one database.
    await withPortal(database.databaseUrl, (first, firstBase) =>
      withPortal(database.databaseUrl, async (second, secondBase) => {
        const sessions = await sessionsOn(firstBase, connections);
        const save = loadsFor(sessions).filter((load) => load.name !== 'GET cov/data (token)');
        console.log(`\nscale: two instances (pids ${first.pid}, ${second.pid}) on one Postgres, round-robin`);
        printTable(await measure([firstBase, secondBase], save, [first.pid, second.pid]));
        printCpu();
      }),
    );
  } finally {
    await database.drop();
  }
}

const cpu = cpus();
console.log(
  `machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown CPU'}), Node ${process.version}; ${connections} connections, ${rounds} rounds of ${seconds} s per route (medians), 1 s warm-up`,
);
if (wanted.includes('pglite')) await benchOn(undefined);
if (wanted.includes('postgres')) {
  const server = await postgresServer();
  if (server) await benchOn(server);
  else console.log('\n== Postgres: no TEST_DATABASE_URL and nothing answers on 127.0.0.1:5432; skipped');
}
if (!process.env.BENCH_SKIP_BUNDLE) {
  console.log('\n== bundle (npm run bench:bundle)');
  spawnSync(process.execPath, ['--import', 'tsx', 'bench/web/bundle.ts'], { stdio: 'inherit' });
}
