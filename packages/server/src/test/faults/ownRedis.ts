import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Socket } from 'node:net';
import { freePort } from './serverProcess.ts';

/** Whether this machine has Debian's redis-server to start (the suite is skipped, not failed, without it). */
export const REDIS_SERVER_AVAILABLE = spawnSync('redis-server', ['--version']).status === 0;
export const SKIP_WITHOUT_REDIS_SERVER =
  "needs Debian's redis-server program, to start and stop a Redis of the test's own";

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(200);
    socket
      .once('connect', () => {
        socket.destroy();
        resolve(true);
      })
      .once('error', () => resolve(false))
      .once('timeout', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}

/**
 * Test support: a Redis server of the test's own (no persistence, its own port), so a test can
 * stop it outright and start it again on the same port: a real restart, which loses every
 * connection and subscription, touching no other suite's Redis.
 */
export async function ownRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
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
