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

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request was not valid',
  401: 'No session, or it has ended',
  403: 'Not allowed on this host',
  404: 'Not found',
  409: 'In conflict with an earlier request',
  413: 'The body is too large',
  429: 'Too many requests',
};

/** The security scheme every session-guarded operation names. */
export const API_SECURITY_SCHEMES = {
  authToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
} as const;

const API_PREFIX = '/mta-api/mta/';

/** `POST /mta-api/mta/{form}/save` → `postFormSave`: stable, unique per method and path. */
const operationIdFor = (method: string, url: string) =>
  [method.toLowerCase(), ...url.split(/[/:{}_-]+/).filter(Boolean)]
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');

/**
 * Fills in the contract every operation must state, from the route itself, so the generated
 * document stays the only source: an operationId and summary, its security (the `x-auth-token`
 * session unless the route is public) and every error answer it can give, in the project's shape.
 * Routes may still name their own summary; what they state is kept.
 */
export const contractTransform: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const url = transformed.url;
  const schema = (transformed.schema ?? {}) as FastifySchema & { hide?: boolean };
  if (schema.hide) return { schema, url };
  const method = [input.route.method].flat()[0] ?? 'GET';
  const inApi = url.startsWith(API_PREFIX);
  const secured = inApi && !(input.route.config as { public?: boolean } | undefined)?.public;
  const errors = inApi ? [400, ...(secured ? [401] : []), 403, 404, 409, 413, 429] : [400, 429];
  const response: Record<string | number, unknown> = { ...((schema.response as object | undefined) ?? {}) };
  for (const status of errors)
    response[status] ??= { description: ERROR_DESCRIPTIONS[status], ...ERROR_ANSWER };
  const given = schema as FastifySchema & { operationId?: string; summary?: string };
  return {
    url,
    schema: {
      ...schema,
      operationId: given.operationId ?? operationIdFor(method, url),
      summary: given.summary ?? `${method} ${url.replace(API_PREFIX, '')}`,
      security: secured ? [{ authToken: [] }] : [],
      response,
    } as FastifySchema,
  };
};
