/**
 * Time from a saved request to its email landing in the mailbox, through the real app, outbox
 * and worker (default poll interval), over 100 saves: prints median and p99.
 *   npx tsx bench/server/outboxLatency.ts            (embedded PGlite)
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/server/outboxLatency.ts
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { createDatabase } from '../../packages/server/src/db/database.ts';
import { mailbox } from '../../packages/server/src/db/schema/email.ts';
import { seedDemoData } from '../../packages/server/src/db/seed.ts';
import { mailboxTransport } from '../../packages/server/src/email/transports.ts';
import { createOutboxWorker } from '../../packages/server/src/outbox/outboxWorker.ts';

const SAVES = 100;
const config = { ...loadConfig({}), RATE_LIMIT_MAX: 1_000_000, WEB_DIST: '/nonexistent' };
const database = await createDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'memory://' });
await seedDemoData(database.db, new Date());
const app = await buildApp({ config, database, logger: false });
const worker = createOutboxWorker({
  db: database.db,
  transport: mailboxTransport(database.db, () => new Date()),
  clock: () => new Date(),
  pollMs: config.OUTBOX_POLL_MS,
});
worker.start();

const init = await app.inject({ method: 'POST', url: '/mta-api/mta/initialize/direct' });
const token = String(init.headers['x-auth-token']);
const answers = (email: string) => ({
  isPolicyHolder: 'true',
  'policyHolder.firstName': 'Amelia',
  'policyHolder.lastName': 'Hart',
  'policyHolder.postcode': 'LS1 4AP',
  'policyHolder.dob': '14/03/1985',
  'policyHolder.email': email,
  'policyHolder.phone': '07700900123',
  currentVehicleReg: 'YA19KXR',
  policyNumber: '10000001',
  confirmation: true,
  title: 'Ms',
  newFirstName: 'Amelia',
  newLastName: 'Stone',
  reason: 'Marriage',
});

const saved: { email: string; at: number }[] = [];
for (let i = 0; i < SAVES; i += 1) {
  const email = `latency.${i}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/mta-api/mta/con/save',
    headers: { 'x-auth-token': token },
    payload: { brand: 'DIRECTLINE', product: 'PCW', answers: answers(email) },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  saved.push({ email, at: Date.now() });
  await new Promise((resolve) => setTimeout(resolve, 20));
}

const latencies: number[] = [];
for (const { email, at } of saved) {
  for (;;) {
    const [row] = await database.db.select().from(mailbox).where(eq(mailbox.recipient, email));
    if (row) {
      latencies.push(row.receivedAt.getTime() - at);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
console.log(
  `${database.kind}: save answered → email stored, ${SAVES} saves, outbox poll ${config.OUTBOX_POLL_MS} ms: ` +
    `median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${latencies.at(-1)} ms`,
);
await worker.stop();
await app.close();
await database.close();
