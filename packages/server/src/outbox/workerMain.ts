import { pino } from 'pino';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { createDocumentWorker } from '../documents/documentWorker.ts';
import { createPolicyDocuments } from '../documents/policyDocuments.ts';
import { transportFor } from '../email/transports.ts';
import { configuredFileStore } from '../files/configuredFileStore.ts';
import { createOutboxWorker } from './outboxWorker.ts';

/**
 * The outbox worker as its own process, for deployments that scale delivery apart from the API
 * (start the servers with OUTBOX_WORKER=off). Several may run at once: rows are claimed with
 * SKIP LOCKED, so none is sent twice.
 */
const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL, name: 'outbox-worker' });
if (!config.DATABASE_URL) {
  // Embedded PGlite belongs to one process; a second opening the same files would corrupt them.
  log.fatal('A separate outbox worker needs DATABASE_URL (a Postgres server shared with the API)');
  process.exit(1);
}
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const clock = () => new Date();
const worker = createOutboxWorker({
  db: database.db,
  transport: transportFor(config, database.db, clock),
  clock,
  pollMs: config.OUTBOX_POLL_MS,
  log,
});
worker.start();
// The same process draws new policy versions' documents into the shared file store.
const documentWorker = createDocumentWorker({
  documents: createPolicyDocuments(database.db, configuredFileStore(config), clock),
  pollMs: config.OUTBOX_POLL_MS,
  log,
});
documentWorker.start();
log.info({ database: database.kind, smtp: Boolean(config.SMTP_URL) }, 'outbox worker started');

const shutdown = async () => {
  await worker.stop();
  await documentWorker.stop();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
// The worker's timer is unref'd so tests can exit; this process must stay up until told to stop.
setInterval(() => {}, 1 << 30);
