import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { freePort } from './serverProcess.ts';

/** Whether this machine has Debian's redis-server to start (the suite is skipped, not failed, without it). */
export const REDIS_SERVER_AVAILABLE = spawnSync('redis-server', ['--version']).status === 0;
export const SKIP_WITHOUT_REDIS_SERVER =
  "needs Debian's redis-server program, to start and stop a Redis of the test's own";

/**
 * Test support: a Redis server of the test's own (no persistence, its own port), so a test can
 * stop it outright and start it again on the same port: a real restart, which loses every
 * connection and subscription, touching no other suite's Redis.
 */
export async function ownRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    child = started;
    // Ready when it says so on its log (stdout), however long that takes; it failed if it exits first.
    let log = '';
    await new Promise<void>((resolve, reject) => {
      started.stdout?.on('data', (chunk) => {
        log += String(chunk);
        if (log.includes('Ready to accept connections')) resolve();
      });
      started.once('exit', () => reject(new Error(`redis-server did not start: ${log}`)));
    });
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
