import { vi } from 'vitest';

type Answer = { status?: number; body?: unknown };
/** A route's answer: a JSON body, or a function of the request body for a fuller answer. */
type Route = unknown | ((body: unknown) => Answer);

/**
 * Stands in for the server behind `fetch`: each `METHOD /path` answers as listed (anything else
 * is a 404), and every call is recorded with its parsed JSON body for the test to read.
 */
export function fakeServer(routes: Record<string, Route>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const answer: Answer =
      route === undefined
        ? { status: 404, body: { message: 'Not found' } }
        : typeof route === 'function'
          ? (route as (body: unknown) => Answer)(body)
          : { body: route };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    posted: (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path),
  };
}
