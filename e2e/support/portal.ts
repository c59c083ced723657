import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface Portal {
  port: number;
  /** The server process, for benchmarks that read its memory. */
  pid: number;
  /** Base URL for a brand host, e.g. url('greenflag') → http://greenflag.localhost:PORT */
  url(brandHost?: string): string;
  logs: string[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Until the server answers /health, however long a loaded machine takes (migrations and the demo
 * seed took 55–80 s on a busy 2-core machine): no deadline of its own, so a slow start is never a
 * failure. A failed start is one at once: the process exits.
 */
async function waitForHealth(base: string, child: ChildProcess, logs: string[]): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`portal exited early:\n${logs.join('')}`);
    try {
      const response = await fetch(`${base}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The Node options of `npm start` (packages/server/package.json; bench/README.md "PGlite memory"):
 * a V8 heap bounded near what the server keeps live (about 50 MB), so it does not grow to
 * 300–400 MB under load before collecting.
 */
export const SERVER_NODE_OPTIONS = ['--max-old-space-size=160', '--max-semi-space-size=4'];

/**
 * Starts the built server (`npm start`'s bundle; embedded Postgres in memory, dev mailbox) serving the built web app.
 * `root` is the checkout whose build runs (benchmarks compare against an older build).
 */
export async function startPortal(env: Record<string, string> = {}, root = repoRoot): Promise<Portal> {
  const port = await freePort();
  const logs: string[] = [];
  // As `npm start` runs it (packages/server/package.json): V8 heap capped, no source maps.
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, 'packages/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => logs.push(String(chunk)));
  child.stderr?.on('data', (chunk) => logs.push(String(chunk)));
  const url = (brandHost?: string) => `http://${brandHost ? `${brandHost}.` : ''}localhost:${port}`;
  // A server whose test file gave up on it (a failed start, a hook's time limit) must not outlive
  // the run: it would hold its port and memory beside the next files.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  try {
    await waitForHealth(url(), child, logs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    port,
    pid: child.pid ?? 0,
    url,
    logs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
