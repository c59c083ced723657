/** The error itself and its causes (Drizzle wraps the driver's error as `cause` of its own). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; depth++) {
    yield at as { code?: unknown; message?: unknown };
    at = (at as { cause?: unknown }).cause;
  }
}

/**
 * No connection to the database could be had: refused, or the server is starting up or shutting
 * down. The statement was never sent, so nothing it would have written was written: the work may
 * simply be done again once the database is back.
 */
const NEVER_SENT = new Set([
  'ECONNREFUSED',
  'ENOENT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P03',
  '08001',
  '08004',
]);
/** The connection was lost or ended by the server (a restart, a failover, a terminated backend). */
const LOST = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '08000', '08003', '08006']);

const LOST_WORDS = ['Connection terminated', 'connection error and is not queryable', 'Client was closed'];

export function databaseNeverReached(error: unknown): boolean {
  for (const at of chain(error)) if (typeof at.code === 'string' && NEVER_SENT.has(at.code)) return true;
  return false;
}

/**
 * The database could not be reached or went away mid-call (a restart, a failover): the caller
 * is told to try again (503), not "server error". Whether a cut call's work landed is unknown, so
 * this is for answers only; work is repeated only on `databaseNeverReached`.
 */
export function databaseUnreachable(error: unknown): boolean {
  for (const at of chain(error)) {
    if (typeof at.code === 'string' && (NEVER_SENT.has(at.code) || LOST.has(at.code))) return true;
    // node-postgres' own words (it gives no code) when the socket closes under a call, or a
    // call is made on a client whose connection has already failed.
    const message = typeof at.message === 'string' ? at.message : '';
    if (LOST_WORDS.some((words) => message.includes(words))) return true;
  }
  return false;
}

/**
 * Does `work` again, with backoff, while the database cannot be reached (a restart takes
 * seconds), for at most `forMs`; then, or on any other error, fails as `work` did. Only for work
 * whose every step is safe to repeat when it was never sent (a transaction, a conditional move).
 */
export async function whileDatabaseDown<T>(work: () => Promise<T>, forMs = 30_000): Promise<T> {
  const deadline = Date.now() + forMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const wait = Math.min(100 * 2 ** attempt, 2_000);
      if (!databaseNeverReached(error) || Date.now() + wait > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
