import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import type { Health } from './healthCheck.ts';

/** Health part by part (healthCheck.ts), and the Prometheus scrape; both outside the rate limit for probes. */
export async function operationsRoutes(
  app: FastifyInstance,
  options: {
    health: () => Promise<Health>;
    registry: Registry;
    operatorsOnly: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  },
): Promise<void> {
  const config = { public: true, rateLimit: false } as const;
  app.get('/health', { config, schema: { hide: true } }, async (_request, reply) => {
    const health = await options.health();
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });
  app.get(
    '/metrics',
    { config, schema: { hide: true }, onRequest: options.operatorsOnly },
    async (_request, reply) =>
      reply.type(options.registry.contentType).send(await options.registry.metrics()),
  );
}
