// Runs the built server (dist/main.js) as several processes sharing one port, with Node's cluster:
// one Node process tops out at one core, and a save's server CPU is its larger half. Sessions,
// rate limits, idempotency keys and the outbox live in Postgres (chat fan-out too, or in Redis
// with REDIS_URL), so any process can answer any request; each process runs an outbox worker,
// and rows are claimed with SKIP LOCKED, so none is sent twice.
//   DATABASE_URL=postgres://… SERVER_PROCESSES=2 npm run start:cluster -w packages/server
// SERVER_PROCESSES defaults to the machine's cores. Embedded PGlite belongs to one process.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const count = Number(process.env.SERVER_PROCESSES || availableParallelism());
if (!process.env.DATABASE_URL) {
  console.error('Several server processes need DATABASE_URL: embedded PGlite belongs to one process.');
  process.exit(1);
}
// The processes get this one's Node options (the heap cap npm start sets).
cluster.setupPrimary({ exec: fileURLToPath(new URL('./dist/main.js', import.meta.url)) });

let stopping = false;
const listening = new Set();
const fork = () => {
  const worker = cluster.fork();
  worker.once('listening', () => listening.add(worker.id));
  return worker;
};

// The first process migrates and seeds the database; the others start once it listens, so no
// two run the migrations at once.
fork().once('listening', () => {
  for (let i = 1; i < count; i++) fork();
});

cluster.on('exit', (worker, code, signal) => {
  if (stopping) return;
  // One that never started would fail again the same way: stop rather than fork it in a loop.
  if (!listening.has(worker.id)) {
    console.error(`A server process exited while starting (${signal ?? code}); stopping.`);
    process.exit(1);
  }
  console.error(`Server process ${worker.process.pid} exited (${signal ?? code}); starting another.`);
  fork();
});

const shutdown = () => {
  stopping = true;
  const workers = Object.values(cluster.workers ?? {});
  let left = workers.length;
  if (left === 0) process.exit(0);
  for (const worker of workers) {
    worker?.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(0);
    });
    worker?.process.kill('SIGTERM');
  }
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
