import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase } from '../../db/database.ts';

/**
 * Test support, run as a child process: the server as main.ts starts it, on an already seeded
 * database, but on a clock that starts at FAULT_CLOCK_START and runs on in real time (so a test
 * can put it within opening hours, beside an in-process instance on the same clock).
 */
const config = loadConfig();
const start = new Date(process.env.FAULT_CLOCK_START ?? '').getTime();
const startedAt = Date.now();
const clock = () => new Date(start + (Date.now() - startedAt));
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({ config, database, clock, logger: false });
await app.listen({ port: config.PORT, host: config.HOST });
