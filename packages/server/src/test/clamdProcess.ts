import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './faults/serverProcess.ts';
import { until } from './until.ts';

/**
 * The EICAR anti-virus test file (eicar.org): harmless bytes every scanner agrees to call infected.
 * Kept as hex, so this source file is not itself flagged by a scanner on a developer's machine.
 */
export const EICAR = Buffer.from(
  '58354f2150254041505b345c505a58353428505e2937434329377d2445494341522d5354414e444152442d414e544956495255532d544553542d46494c452124482b482a',
  'hex',
);
export const EICAR_SIGNATURE = 'Portal.Test.EICAR';

const CLAMD = process.env.CLAMD_PATH ?? '/usr/sbin/clamd';

export interface ClamdProcess {
  port: number;
  /** Stops clamd (SIGTERM, then waits for it to exit); the signature folder is removed by `close`. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** One NUL-terminated command, one reply: true when clamd answers PONG. */
const pings = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (chunk) => {
      reply += String(chunk);
    });
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(reply.startsWith('PONG')));
  });

/**
 * Test support: Debian's real clamd (scripts/ensure-clamav.sh installs it), in the foreground on a
 * free port, with a signature database this function writes — one body signature for EICAR,
 * since no signature feed can be reached here. Ready when it answers PING. A missing clamd fails
 * the test rather than skipping it: uploads must never go unscanned because a test was skipped.
 */
export async function startClamd(): Promise<ClamdProcess> {
  if (!existsSync(CLAMD))
    throw new Error(`clamd not found at ${CLAMD}: run scripts/ensure-clamav.sh (npm run test:unit does)`);
  const folder = await mkdtemp(join(tmpdir(), 'portal-clamd-'));
  const port = await freePort();
  // An .ndb body signature: name, target type 0 (any file), offset * (anywhere), hex bytes.
  await writeFile(join(folder, 'portal-test.ndb'), `${EICAR_SIGNATURE}:0:*:${EICAR.toString('hex')}\n`);
  const conf = join(folder, 'clamd.conf');
  await writeFile(
    conf,
    [
      'Foreground yes',
      `DatabaseDirectory ${folder}`,
      `TemporaryDirectory ${folder}`,
      `PidFile ${join(folder, 'clamd.pid')}`,
      `LogFile ${join(folder, 'clamd.log')}`,
      'TCPAddr 127.0.0.1',
      `TCPSocket ${port}`,
      'StreamMaxLength 10M',
      'MaxThreads 2',
      'Bytecode no',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(CLAMD, ['--config-file', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk) => {
    log += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const close = async () => {
    await stop();
    await rm(folder, { recursive: true, force: true });
  };
  // Ready when it answers PING, however long loading signatures takes on a loaded machine; a
  // clamd that exits has failed, and says why in its log.
  try {
    await until(
      () => pings(port),
      () => (child.exitCode !== null || child.signalCode !== null ? 'clamd exited' : undefined),
    );
  } catch {
    const logged = await readFile(join(folder, 'clamd.log'), 'utf8').catch(() => '');
    await close();
    throw new Error(`clamd did not start: ${log}${logged}`);
  }
  return { port, stop, close };
}
