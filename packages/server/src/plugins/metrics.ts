import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/**
 * Prometheus metrics. Call on the root instance before any route is registered: a hook added
 * inside an encapsulated plugin only times that plugin's routes (it once timed only /health).
 * Database figures are read when scraped, so every instance reports the same shared truth.
 */
export function registerMetrics(app: FastifyInstance, db: Db, clock: () => Date): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route, method and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        // The route pattern, never the raw URL: tokens in paths must not become label values.
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  new Gauge({
    name: 'outbox_pending_messages',
    help: 'Emails waiting in the outbox',
    registers: [registry],
    async collect() {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from outbox where status = 'pending'`,
      );
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest email still waiting in the outbox',
    registers: [registry],
    async collect() {
      const [row] = await rowsOf<{ age: number | null }>(
        db,
        sql`select extract(epoch from (${clock().toISOString()}::timestamptz - min(created_at)))::float8 as age
            from outbox where status = 'pending'`,
      );
      this.set(Math.max(0, Number(row?.age ?? 0)));
    },
  });
  new Gauge({
    name: 'sessions_alive',
    help: 'Portal sessions neither expired nor revoked',
    registers: [registry],
    async collect() {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from sessions
            where revoked_at is null and expires_at > ${clock().toISOString()}::timestamptz`,
      );
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'payments_by_outcome',
    help: 'Card payments by their current outcome',
    labelNames: ['outcome'],
    registers: [registry],
    async collect() {
      const rows = await rowsOf<{ status: string; n: number }>(
        db,
        sql`select status, count(*)::int as n from sandbox_payments group by status`,
      );
      this.reset();
      for (const row of rows) this.set({ outcome: row.status }, Number(row.n));
    },
  });
  return registry;
}
