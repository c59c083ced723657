import { connect, createServer, type Socket } from 'node:net';

export interface FailoverProxy {
  port: number;
  /** Connections made so far, by the backend port that took each. */
  served: Map<number, number>;
  close(): Promise<void>;
}

/**
 * A load balancer in miniature, in front of several portal instances on one port: each new TCP
 * connection goes to the first backend that accepts it, in the order given, so everything goes to
 * the first while it is up and to the next once it has stopped (as a proxy with health checks
 * would). Bytes pass through untouched, HTTP and WebSocket alike.
 */
export async function startFailoverProxy(backendPorts: readonly number[]): Promise<FailoverProxy> {
  const served = new Map<number, number>();
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    client.pause();
    const tryBackend = (index: number) => {
      const port = backendPorts[index];
      if (port === undefined) return client.destroy();
      const backend = connect(port, '127.0.0.1');
      let connected = false;
      // Refused: that instance is down, so the next one is tried. After connecting, an error ends both sides.
      backend.once('error', () => {
        if (!connected) tryBackend(index + 1);
      });
      backend.once('connect', () => {
        connected = true;
        track(backend);
        served.set(port, (served.get(port) ?? 0) + 1);
        client.pipe(backend).pipe(client);
        client.on('close', () => backend.destroy());
        backend.on('close', () => client.destroy());
        client.resume();
      });
    };
    tryBackend(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
