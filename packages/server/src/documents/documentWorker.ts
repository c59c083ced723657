import type { Logger } from 'pino';
import type { PolicyDocuments } from './policyDocuments.ts';

/**
 * Draws the documents of versions made since its last round, after their changes committed: the
 * save that made a version never waits for a PDF. A round that produced some looks again at once.
 */
export function createDocumentWorker(options: {
  documents: PolicyDocuments;
  pollMs: number;
  log?: Pick<Logger, 'error'>;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(async () => {
      running = options.documents.producePending().catch((error) => {
        options.log?.error({ err: error }, 'policy documents round failed');
        return 0;
      });
      const produced = await running;
      running = undefined;
      schedule(produced > 0 ? 0 : options.pollMs);
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      schedule(options.pollMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
