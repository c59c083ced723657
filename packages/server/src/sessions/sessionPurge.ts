import type { FastifyInstance } from 'fastify';
import type { SessionService } from './sessionService.ts';

/**
 * A scheduled purge of dead sessions, so the table holds only live ones. Every instance runs it;
 * the delete is idempotent, so overlapping runs across instances do no harm.
 */
export function schedulePurge(app: FastifyInstance, sessions: SessionService, intervalSeconds: number): void {
  const run = async () => {
    try {
      const purged = await sessions.purge();
      if (purged > 0) app.log.info({ purged }, 'purged dead sessions');
    } catch (error) {
      app.log.warn({ err: error }, 'session purge failed; will retry');
    }
  };
  const timer = setInterval(run, intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
