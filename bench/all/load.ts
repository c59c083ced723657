/**
 * One measured autocannon run against one route, with the request's session taken in turn from
 * a list (each call slides its own session, as many customers would). The one-command benchmark
 * repeats these runs and reports medians, so one noisy run on a shared machine moves nothing.
 */
import autocannon, { type Result } from 'autocannon';

export interface Load {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  sessions?: string[];
}

export interface RunFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export function run(
  base: string | string[],
  load: Load,
  options: { connections: number; seconds: number },
): Promise<RunFigures> {
  const sessions = load.sessions ?? [];
  let turn = 0;
  // Several bases (the scale run) are taken round-robin, one per connection.
  const bases = Array.isArray(base) ? base : [base];
  return new Promise((resolve, reject) => {
    const runs = bases.map(
      (url) =>
        new Promise<Result>((done, fail) => {
          autocannon(
            {
              url,
              connections: Math.max(1, Math.round(options.connections / bases.length)),
              duration: options.seconds,
              requests: [
                {
                  method: load.method,
                  path: load.path,
                  headers: { 'content-type': 'application/json' },
                  ...(load.body === undefined ? {} : { body: load.body }),
                  ...(sessions.length > 0
                    ? {
                        setupRequest: (request) => ({
                          ...request,
                          headers: {
                            ...request.headers,
                            'x-auth-token': sessions[turn++ % sessions.length] ?? '',
                          },
                        }),
                      }
                    : {}),
                },
              ],
            },
            (error, result) => (error ? fail(error) : done(result)),
          );
        }),
    );
    Promise.all(runs)
      .then((results) => {
        const total = results.reduce((sum, result) => sum + result.requests.total, 0);
        const seconds = Math.max(...results.map((result) => result.duration));
        resolve({
          requestsPerSecond: total / seconds,
          // Across instances the worst instance's percentile is the honest tail.
          p50: Math.max(...results.map((result) => result.latency.p50)),
          p99: Math.max(...results.map((result) => result.latency.p99)),
          errors: results.reduce((sum, result) => sum + result.errors, 0),
          non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
        });
      })
      .catch(reject);
  });
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
