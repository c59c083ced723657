/**
 * Seconds from starting the server to the first page served, and its resident memory when idle.
 * Runs the real entry point on embedded Postgres (in memory), three times, and prints medians.
 *   npm run build && npx tsx bench/server/startup.ts
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

async function once(port: number): Promise<{ seconds: number; idleRss: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'packages/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      // BENCH_DATABASE_URL measures on a Postgres server instead of embedded PGlite.
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
  const idleRss = rssMb(child.pid ?? 0);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { seconds, idleRss };
}

const runs = [];
for (let i = 0; i < 3; i += 1) runs.push(await once(3900 + i));
console.log(
  `start to first page served: median ${median(runs.map((r) => r.seconds)).toFixed(2)} s (runs: ${runs.map((r) => r.seconds.toFixed(2)).join(', ')})`,
);
console.log(`server RSS idle: median ${median(runs.map((r) => r.idleRss)).toFixed(0)} MB`);
