/**
 * Seconds from `npm start` (on a checkout already built) to the first page served, and the
 * server's resident memory when idle. Runs the real command, with its on-disk data directory:
 * once on an empty directory (a first start: create, migrate, seed) and three times on that
 * same directory (every later start), printing the median of those three. A random port in
 * 4100–4999. `BENCH_DATABASE_URL` measures on a Postgres server instead of embedded PGlite.
 *   npm run build && npx tsx bench/server/startup.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

/** The server process `npm start` ends up running: the one in its process group running dist/main.js. */
function serverPid(group: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [program = '', ...args] = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      // Not the `sh -c` npm runs the script line in: the node process itself.
      if (Number(fields[2]) === group && program.endsWith('node') && args.includes('dist/main.js'))
        return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  return 0;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-(child.pid ?? 0), 'SIGTERM');
  await exited;
}

async function once(dataDir: string): Promise<{ seconds: number; idleRss: number }> {
  const port = 4100 + Math.floor(Math.random() * 900);
  const started = performance.now();
  // Its own process group, so that npm and the server it starts are stopped together.
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idleRss = rssMb(serverPid(child.pid ?? 0));
  await stop(child);
  return { seconds, idleRss };
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-startup-'));
try {
  const first = await once(dataDir);
  const later = [];
  for (let i = 0; i < 3; i += 1) later.push(await once(dataDir));
  console.log(`npm start to first page served, empty data directory: ${first.seconds.toFixed(2)} s`);
  console.log(
    `npm start to first page served, data directory in place: median ${median(later.map((r) => r.seconds)).toFixed(2)} s (runs: ${later.map((r) => r.seconds.toFixed(2)).join(', ')})`,
  );
  console.log(
    `server RSS idle: ${first.idleRss.toFixed(0)} MB after a first start, median ${median(later.map((r) => r.idleRss)).toFixed(0)} MB after later starts`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
