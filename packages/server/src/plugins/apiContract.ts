import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The project's error answer (`{ errorCode, message, fields? }`) as JSON Schema, for the 4xx answers. */
const ERROR_ANSWER = {
  type: 'object',
  required: ['errorCode', 'message'],
  properties: {
    errorCode: { type: 'string' },
    message: { type: 'string' },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

/**
 * The refusals app-wide plugins give before a route's handler runs, so no route declares them:
 * each is added only to the operations it can reach. What a handler itself refuses (403, 404,
 * 409 …) the route declares in its own response schema.
 */
const PLUGIN_REFUSALS = {
  /** Every route: the control-character check reads every query, and schemas read the rest. */
  400: 'The request was not valid',
  /** The customer API's session check, on every route not marked public. */
  401: 'No session, or it has ended',
  /** The body limit: only where there is a body. */
  413: 'The body is too large',
  /** The global rate limit, on every route that does not opt out. */
  429: 'Too many requests',
} as const;

/** The security scheme every session-guarded operation names. */
export const API_SECURITY_SCHEMES = {
  authToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
} as const;

const API_PREFIX = '/mta-api/mta/';
/** What the document describes: the three HTTP APIs. Pages, files and the dev mailbox are not API. */
const DOCUMENTED = [API_PREFIX, '/chat-api/', '/ops-api/'];
const WITH_BODY = ['POST', 'PUT', 'PATCH'];

/** `POST /mta-api/mta/{form}/save` → `postFormSave`: stable, unique per method and path. */
const operationIdFor = (method: string, url: string) =>
  [method.toLowerCase(), ...url.split(/[/:{}_-]+/).filter(Boolean)]
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');

interface RouteFacts {
  method: string;
  config?: { public?: boolean; rateLimit?: unknown };
  wsHandler?: unknown;
}

/** Which plugin refusals one operation can meet. */
function pluginRefusals(url: string, route: RouteFacts): (keyof typeof PLUGIN_REFUSALS)[] {
  const secured = url.startsWith(API_PREFIX) && !route.config?.public;
  return [
    400,
    ...(secured ? [401 as const] : []),
    ...(WITH_BODY.includes(route.method) ? [413 as const] : []),
    ...(route.config?.rateLimit === false ? [] : [429 as const]),
  ];
}

/**
 * Fills in the contract every operation must state, from the route itself, so the generated
 * document stays the only source: an operationId and summary, its security (the `x-auth-token`
 * session unless the route is public) and the refusals the app-wide plugins can give it, in the
 * project's shape. Routes may still name their own summary; what they state is kept. WebSockets
 * are left out: OpenAPI cannot describe their frames, which are the domain's chat frame schemas.
 */
export const contractTransform: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const url = transformed.url;
  const schema = (transformed.schema ?? {}) as FastifySchema & { hide?: boolean };
  const route = { ...input.route, method: [input.route.method].flat()[0] ?? 'GET' } as RouteFacts;
  if (schema.hide || route.wsHandler || !DOCUMENTED.some((prefix) => url.startsWith(prefix)))
    return { schema: { ...schema, hide: true } as FastifySchema, url };
  const response: Record<string | number, unknown> = { ...((schema.response as object | undefined) ?? {}) };
  for (const status of pluginRefusals(url, route))
    response[status] ??= { description: PLUGIN_REFUSALS[status], ...ERROR_ANSWER };
  const given = schema as FastifySchema & { operationId?: string; summary?: string };
  return {
    url,
    schema: {
      ...schema,
      operationId: given.operationId ?? operationIdFor(route.method, url),
      summary: given.summary ?? `${route.method} ${url.replace(API_PREFIX, '')}`,
      security: url.startsWith(API_PREFIX) && !route.config?.public ? [{ authToken: [] }] : [],
      response,
    } as FastifySchema,
  };
};
