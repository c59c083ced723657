import { apiError } from '@portal/domain/errors';
import type { FastifyInstance } from 'fastify';

/**
 * C0 controls and DEL, bar tab, line feed and carriage return (a typed message may hold those).
 * No person types them; a NUL reached Postgres (text and jsonb refuse it) and answered 500.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this pattern's whole job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'This value holds a control character, which we cannot accept.';

/**
 * Where in a value (a parsed body, a query, path parameters, a socket frame) a control character
 * sits — in a string or in a key — as a dotted path, or undefined when there is none. The walk is
 * a loop, not recursion: JSON bodies are already bounded in depth, frames are not.
 */
export function controlCharacterAt(value: unknown, root = ''): string | undefined {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) return path || 'value';
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        const innerPath = path ? `${path}.${key}` : key;
        if (CONTROL_CHARACTER.test(key)) return path || 'value';
        pending.push([inner, innerPath]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses a control character in any string a request carries, once, for every route: after the
 * body is parsed (a multipart save's `request` part included, read in its route's preValidation)
 * and before any handler can hand it to the database. A 400 in the portal's envelope.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const field =
      controlCharacterAt(request.params, 'params') ??
      controlCharacterAt(request.query, 'query') ??
      controlCharacterAt(request.body, 'body');
    if (field)
      return reply
        .status(400)
        .send(apiError('VALIDATION_ERROR', [{ field, message: CONTROL_CHARACTER_MESSAGE }]));
  });
}
