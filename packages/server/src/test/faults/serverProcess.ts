import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { until } from '../until.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/** A port nobody is listening on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook runs, in-flight requests die with the process. */
  kill(): Promise<void>;
}

/** The real server (src/main.ts) as its own process on the given database, ready when /health answers. */
export async function startServerProcess(
  databaseUrl: string,
  port: number,
  /** Another entry than main.ts (e.g. clockedServer.ts), and more settings. */
  options: { entry?: string; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const entry = options.entry ?? 'packages/server/src/main.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // tsx reads the tsconfig of its working directory, the repository root, which has none: the
      // server's own one gives its .tsx pages and emails the automatic JSX runtime, as the bundle has.
      TSX_TSCONFIG_PATH: 'packages/server/tsconfig.json',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links and the gateway's allowed return origins as the browser on :3000 sends them.
      PUBLIC_PORT: '3000',
      OUTBOX_WORKER: 'off',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '1000000',
      TOKEN_RATE_LIMIT_MAX: '1000000',
      WEB_DIST: '/nonexistent-web-dist',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  // Ready when /health answers, however long a loaded machine takes to start it; a failed start
  // fails at once, as the process exits.
  await until(
    () =>
      fetch(`${origin}/health`).then(
        (response) => response.ok,
        () => false,
      ),
    () =>
      child.exitCode !== null || child.signalCode !== null ? `server exited at start: ${stderr}` : undefined,
  );
  return {
    origin,
    child,
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
