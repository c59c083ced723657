import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { londonToday } from '@portal/domain/dates';
import { type Portal, startPortal } from './portal.ts';

const serverRoot = fileURLToPath(new URL('../../packages/server/', import.meta.url));
// Named after this checkout too: runs from other checkouts on the machine (worktrees, a CI clone)
// keep their own templates, and the clean-up below never deletes one another's in use.
const checkout = createHash('sha256').update(serverRoot).digest('hex').slice(0, 8);
const TEMPLATE_PREFIX = `portal-e2e-database-${checkout}-`;
const WHOLE_TEMPLATE = new RegExp(`^${TEMPLATE_PREFIX}[0-9a-f]{16}$`);

/**
 * Names the ready database after what built it: the server's bundle, its migrations, and London's
 * date (the demo policies' dates are counted from the day they are seeded).
 */
function templateDir(): string {
  const hash = createHash('sha256').update(londonToday(new Date().toISOString()));
  for (const folder of ['dist', 'drizzle']) {
    for (const name of readdirSync(join(serverRoot, folder)).sort()) {
      if (name.endsWith('.js') || name.endsWith('.sql'))
        hash.update(name).update(readFileSync(join(serverRoot, folder, name)));
    }
  }
  return join(tmpdir(), `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`);
}

/**
 * A PGlite data directory the built server has migrated and seeded, made once and then only read.
 * It is made the way `npm start` makes one: the server starts on an empty directory and stops.
 * The run makes it before any file starts (e2e/support/globalSetup.ts), so no file's start waits
 * for migrations and the seed (55–80 s on a busy 2-core machine) inside its hook's time limit.
 */
export async function readyDataDir(): Promise<string> {
  const ready = templateDir();
  if (existsSync(ready)) return ready;
  // This checkout's older templates are of older builds or days: nothing will read them again.
  // (Only whole ones: a run alongside may be making its own under a partial name.)
  for (const name of readdirSync(tmpdir()).filter((each) => WHOLE_TEMPLATE.test(each))) {
    rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  const partial = `${ready}.partial-${randomBytes(4).toString('hex')}`;
  const portal = await startPortal({ DATA_DIR: partial });
  await portal.stop();
  // Renamed when whole, so nobody copies half a database; a run alongside may have finished first.
  try {
    renameSync(partial, ready);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(ready)) throw error;
  }
  return ready;
}

/**
 * The server a browser test runs against: `startPortal`'s, on its own copy of a ready database.
 * A new in-memory PGlite spends 4–6 s of a 2-core machine in initdb before it can migrate; a copy
 * of a ready directory opens in 0.2 s. It is also the file-backed PGlite `npm start` uses.
 * (A test of a Postgres server calls `startPortal` with its DATABASE_URL.)
 */
export async function startTestPortal(env: Record<string, string> = {}): Promise<Portal> {
  const ready = await readyDataDir();
  const copy = mkdtempSync(join(tmpdir(), 'portal-e2e-db-'));
  cpSync(ready, copy, { recursive: true });
  const portal = await startPortal({ ...env, DATA_DIR: copy });
  return {
    ...portal,
    async stop() {
      await portal.stop();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}
