import { buildApp } from './app.ts';
import { loadConfig, productionProblems } from './config.ts';
import { seedBenchPolicies } from './db/benchPolicies.ts';
import { createDatabase } from './db/database.ts';
import { releaseStartupMemory } from './db/releaseStartupMemory.ts';
import { seedDemoData } from './db/seed.ts';
import { transportFor } from './email/transports.ts';
import { runProductionLibraryBuilds } from './libraryBuilds.ts';
import { demoStaffProblems, seedDemoStaff } from './ops/staffAccounts.ts';
import { createOutboxWorker } from './outbox/outboxWorker.ts';

/** Start-up: database (migrated, seeded when empty), the app, the outbox worker, then listen. */
const config = loadConfig();
// The portal's mode is read: libraries loaded from here on run their production builds when served.
runProductionLibraryBuilds();
const problems = productionProblems(config);
if (problems.length > 0) {
  console.error(`Refusing to start with NODE_ENV=production:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const clock = () => new Date();
const seeded = config.DEMO_DATA === 'on' && (await seedDemoData(database.db, clock()));
if (seeded && config.BENCH_POLICIES > 0) await seedBenchPolicies(database.db, config.BENCH_POLICIES);
if (config.DEMO_DATA === 'on') await seedDemoStaff(database.db, clock());
// A demo staff account's password is in the README: production refuses to start while one exists.
const staffProblems = config.NODE_ENV === 'production' ? await demoStaffProblems(database.db) : [];
if (staffProblems.length > 0) {
  console.error(`Refusing to start with NODE_ENV=production:\n  ${staffProblems.join('\n  ')}`);
  await database.close();
  process.exit(1);
}
if (database.kind === 'pglite') releaseStartupMemory();
const app = await buildApp({ config, database, clock });
const worker =
  config.OUTBOX_WORKER === 'in-process'
    ? createOutboxWorker({
        db: database.db,
        transport: transportFor(config, database.db, clock),
        clock,
        pollMs: config.OUTBOX_POLL_MS,
        log: app.log,
      })
    : undefined;
worker?.start();

const shutdown = async () => {
  await app.close();
  await worker?.stop();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  { database: database.kind, seeded, outboxWorker: config.OUTBOX_WORKER },
  `Portal ready at http://localhost:${config.PORT} (dev mailbox: /dev/mailbox, API docs: /mta-api/docs)`,
);
