import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './serverProcess.ts';

/** The newest installed server's bin folder (Debian keeps one per major version), if any. */
const BIN = (() => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
})();

const AS_ROOT = process.getuid?.() === 0;
/** Postgres refuses to run as root: as root, its programs run as the `postgres` OS user. */
const POSTGRES_USER = AS_ROOT
  ? spawnSync('id', ['-u', 'postgres']).status === 0 && spawnSync('runuser', ['--version']).status === 0
  : true;

/** Whether this machine can start a Postgres server of the test's own (else the suite is skipped). */
export const POSTGRES_BINARIES_AVAILABLE = BIN !== undefined && POSTGRES_USER;
export const SKIP_WITHOUT_POSTGRES_BINARIES =
  'needs the Postgres server binaries (/usr/lib/postgresql/*/bin) and, as root, a postgres OS user and runuser';

function run(program: string, args: string[]) {
  const command = AS_ROOT ? 'runuser' : join(BIN!, program);
  const argv = AS_ROOT ? ['-u', 'postgres', '--', join(BIN!, program), ...args] : args;
  const done = spawnSync(command, argv, { encoding: 'utf8', timeout: 60_000 });
  if (done.status !== 0)
    throw new Error(`${program} ${args.join(' ')} failed: ${done.stdout}${done.stderr}${done.error ?? ''}`);
}

/**
 * Test support: a Postgres cluster of the test's own (initdb in a temporary folder, its own port,
 * its unix socket in that folder), so a test can stop the server outright and start it again: a
 * real restart, which ends every connection and refuses new ones while it is down, touching no
 * other suite's database. `remove` stops it and deletes the folder.
 */
export async function ownPostgres() {
  const folder = mkdtempSync(join(tmpdir(), 'portal-own-postgres-'));
  const data = join(folder, 'data');
  if (AS_ROOT) {
    const ids = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(folder, ids('-u'), ids('-g'));
  }
  const port = await freePort();
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    // Nothing here must outlive the test: durability only slows it down.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = async () =>
    run('pg_ctl', ['-D', data, '-l', join(folder, 'log'), '-o', options, '-w', 'start']);
  /** A fast shutdown, as a restart does: sessions are ended, transactions rolled back. */
  const stop = async () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      spawnSync(AS_ROOT ? 'runuser' : join(BIN!, 'pg_ctl'), [
        ...(AS_ROOT ? ['-u', 'postgres', '--', join(BIN!, 'pg_ctl')] : []),
        ...['-D', data, '-m', 'immediate', '-w', 'stop'],
      ]);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
