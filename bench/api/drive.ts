/**
 * One route under load: a 2 s warm-up whose figures are thrown away, then a 10 s measured run,
 * 50 connections over loopback. A state-changing route takes each request's body from a pool
 * prepared beforehand, so every call meets a fresh quote; when the pool runs dry the run stops
 * early rather than measuring replays, and says so.
 */
import autocannon, { type Result } from 'autocannon';

export const CONNECTIONS = 50;
export const WARM_UP_SECONDS = 2;
export const MEASURE_SECONDS = 10;

export interface RouteLoad {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** The same body on every request (read-only or naturally repeatable calls). */
  body?: string;
  /** One body per request, used once each, for calls that change state. */
  pool?: string[];
  /**
   * Session tokens handed out in turn, one per request: each call slides its session's expiry
   * (a row update), and one token shared by every connection would queue them all on one row.
   */
  sessions?: string[];
}

export interface RouteFigures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  /** Connection errors and timeouts together, as autocannon counts them. */
  errors: number;
  /** Requests with no answer within autocannon's 10 s timeout (their latency is not in the percentiles). */
  timeouts: number;
  non2xx: number;
  seconds: number;
  /** Fresh bodies used in the measured run, when the route draws from a pool. */
  poolUsed?: { used: number; size: number; ranDry: boolean };
}

function once(base: string, load: RouteLoad, seconds: number, next?: () => string | undefined) {
  return new Promise<{ result: Result; ranDry: boolean }>((resolve, reject) => {
    let ranDry = false;
    let last = '';
    let turn = 0;
    const sessions = load.sessions ?? [];
    // autocannon builds each connection's first request inside its constructor, so the pool can
    // run dry before `instance` exists; the stop then happens right after construction.
    let instance: ReturnType<typeof autocannon> | undefined;
    instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: load.method,
            path: load.path,
            headers: { 'content-type': 'application/json', ...load.headers },
            ...(load.body === undefined ? {} : { body: load.body }),
            ...(next || sessions.length > 0
              ? {
                  setupRequest: (request) => {
                    const session = sessions[turn++ % sessions.length];
                    const headers = session
                      ? { ...request.headers, 'x-auth-token': session }
                      : request.headers;
                    if (!next) return { ...request, headers };
                    const body = next();
                    if (body === undefined && !ranDry) {
                      ranDry = true;
                      instance?.stop();
                    }
                    if (body !== undefined) last = body;
                    return { ...request, headers, body: body ?? last };
                  },
                }
              : {}),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, ranDry })),
    );
    if (ranDry) instance.stop();
  });
}

export async function drive(base: string, load: RouteLoad): Promise<RouteFigures> {
  const pool = load.pool;
  let taken = 0;
  const next = pool ? () => (taken < pool.length ? pool[taken++] : undefined) : undefined;
  await once(base, load, WARM_UP_SECONDS, next);
  const takenBefore = taken;
  if (pool && taken >= pool.length)
    throw new Error(`${load.name}: the warm-up used all ${pool.length} prepared bodies; prepare more`);
  const { result, ranDry } = await once(base, load, MEASURE_SECONDS, next);
  // A run stopped early lasts less than its nominal duration; rate over the real time it took.
  const seconds = result.duration;
  return {
    name: load.name,
    requestsPerSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    seconds,
    ...(pool ? { poolUsed: { used: taken - takenBefore, size: pool.length, ranDry } } : {}),
  };
}
