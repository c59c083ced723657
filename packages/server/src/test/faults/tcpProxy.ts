import { createServer, Socket } from 'node:net';
import { freePort } from './serverProcess.ts';

/**
 * Test support: a TCP proxy in front of a server (Redis here) that a test can take down and
 * bring back, as a restart would: `down` cuts every connection and drops new ones at once
 * until `up`. Only the connections made through it are touched, never other suites'.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const open = new Set<Socket>();
  let refusing = false;
  const server = createServer((client) => {
    if (refusing) return client.destroy();
    const upstream = new Socket().connect(target.port, target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        open.delete(from);
        to.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    /** The proxy's address as a Redis URL. */
    url: `redis://127.0.0.1:${port}`,
    down() {
      refusing = true;
      for (const socket of open) socket.destroy();
    },
    up() {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
