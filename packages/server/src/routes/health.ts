import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Db } from '../db/database.ts';

/** Liveness with a database ping, and the Prometheus scrape; both outside the rate limit for probes. */
export async function operationsRoutes(
  app: FastifyInstance,
  options: { db: Db; registry: Registry },
): Promise<void> {
  const config = { public: true, rateLimit: false } as const;
  app.get('/health', { config, schema: { hide: true } }, async (_request, reply) => {
    try {
      await options.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
  app.get('/metrics', { config, schema: { hide: true } }, async (_request, reply) =>
    reply.type(options.registry.contentType).send(await options.registry.metrics()),
  );
}
