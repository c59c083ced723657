import { readyDataDir } from './testPortal.ts';

/**
 * Before any browser test file: the migrated, seeded database every file's server copies. Made
 * here, once, waiting for the server's own readiness however long a loaded machine takes, rather
 * than inside the first files' start-up hooks, whose time limit it used to set (240 s).
 */
export default async function setup(): Promise<void> {
  await readyDataDir();
}
