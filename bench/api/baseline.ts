/**
 * The ceiling for this machine and this load generator: a bare Fastify route answering a
 * constant, in this process on its own port. Every portal route is shown as a ratio to it.
 */
import Fastify from 'fastify';

export async function startBareRoute(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}
