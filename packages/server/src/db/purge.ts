import type { FastifyInstance } from 'fastify';

/** A purge: deletes what is dead and answers how many rows went. */
export type Purge = () => Promise<number>;

/**
 * Scheduled purges, so tables hold only what can still be used: dead sessions, long-expired
 * quote links. Every instance runs them; the deletes are idempotent, so overlapping runs across
 * instances do no harm.
 */
export function schedulePurges(
  app: FastifyInstance,
  purges: Record<string, Purge>,
  intervalSeconds: number,
): void {
  const run = async () => {
    for (const [what, purge] of Object.entries(purges)) {
      try {
        const purged = await purge();
        if (purged > 0) app.log.info({ purged, what }, 'purged');
      } catch (error) {
        app.log.warn({ err: error, what }, 'purge failed; will retry');
      }
    }
  };
  const timer = setInterval(run, intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
