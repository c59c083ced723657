/**
 * Paths in the OpenAPI document that one request could match by the same method. The spec fixes
 * the paths (`initialize/{brandPath}` beside `{form}/save`), and Fastify settles them by trying
 * static segments first, which a reader of the document cannot see.
 */
interface Parameter {
  in: string;
  name: string;
  schema?: { enum?: unknown[] };
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
}
export type Paths = Record<string, Record<string, Operation>>;

const isVariable = (segment: string) => /^\{.+\}$/.test(segment);

/** Whether some request path matches both templates (Redocly's no-ambiguous-paths test). */
export function overlap(a: string, b: string): boolean {
  const x = a.split('/');
  const y = b.split('/');
  return x.length === y.length && x.every((s, i) => s === y[i] || isVariable(s) || isVariable(y[i] ?? ''));
}

/** Every same-method pair of overlapping paths, as `METHOD a | b`: what a caller could not tell apart. */
export function ambiguousOperations(paths: Paths): string[] {
  const entries = Object.entries(paths);
  return entries.flatMap(([a, ops], index) =>
    entries
      .slice(index + 1)
      .filter(([b]) => overlap(a, b))
      .flatMap(([b, others]) =>
        Object.keys(ops)
          .filter((method) => method in others)
          .map((method) => `${method.toUpperCase()} ${a} | ${b}`),
      ),
  );
}

/** A path parameter every operation of the path limits to a fixed list of strings. */
function enumParameter(path: string, operations: Record<string, Operation>) {
  for (const segment of path.split('/').filter(isVariable)) {
    const name = segment.slice(1, -1);
    const lists = Object.values(operations).map(
      (op) => op.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema?.enum,
    );
    const [values] = lists;
    if (values?.every((v) => typeof v === 'string') && lists.every((list) => list?.length === values.length))
      return { name, values: values as string[] };
  }
  return undefined;
}

const pascal = (value: string) =>
  value
    .split(/[^A-Za-z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** One path with a fixed-list parameter, written out value by value. */
function expand(paths: Paths, path: string, parameter: { name: string; values: string[] }): Paths {
  const { [path]: operations = {}, ...rest } = paths;
  for (const value of parameter.values)
    rest[path.replace(`{${parameter.name}}`, value)] = Object.fromEntries(
      Object.entries(operations).map(([method, op]) => [
        method,
        {
          ...op,
          operationId: `${op.operationId ?? method}${pascal(value)}`,
          parameters: (op.parameters ?? []).filter((p) => !(p.in === 'path' && p.name === parameter.name)),
        },
      ]),
    );
  return rest;
}

/**
 * Where two paths overlap for one method and one of them takes only a fixed list of values there
 * (the initialise call's brand paths), that path is listed value by value, which is exactly what
 * the server answers; the shortest list goes first, so the fewest paths are written out.
 */
export function expandAmbiguousEnumPaths(paths: Paths): Paths {
  let current = paths;
  for (;;) {
    const clashing = new Set(
      ambiguousOperations(current).flatMap((pair) => pair.slice(pair.indexOf(' ') + 1).split(' | ')),
    );
    const candidates = [...clashing]
      .map((path) => ({ path, parameter: enumParameter(path, current[path] ?? {}) }))
      .filter((c): c is { path: string; parameter: NonNullable<typeof c.parameter> } => !!c.parameter)
      .sort((a, b) => a.parameter.values.length - b.parameter.values.length);
    const [first] = candidates;
    if (!first) return current;
    current = expand(current, first.path, first.parameter);
  }
}
