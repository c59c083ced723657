import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The path as registered, with `:param` and `*` placeholders. */
  path: string;
}

const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*)$/;

/**
 * Every route the app serves, read from Fastify's own route tree, so a route added later is
 * fuzzed without anyone remembering to list it. HEAD mirrors GET and is left out.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const printed = app.printRoutes({ commonPrefix: false });
  const prefixes: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of printed.split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const text = match[2] ?? '';
    const methodsAt = text.lastIndexOf(' (');
    const segment = methodsAt === -1 ? text : text.slice(0, methodsAt);
    const path = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    if (methodsAt === -1) continue;
    const methods = text.slice(methodsAt + 2, -1).split(', ');
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

/** The route's path with each placeholder filled by the caller's values, URL-encoded. */
export function fillPath(path: string, values: readonly string[]): string {
  let next = 0;
  return path.replace(/:[A-Za-z]+|\*/g, () => encodeURIComponent(values[next++ % values.length] ?? 'x'));
}
