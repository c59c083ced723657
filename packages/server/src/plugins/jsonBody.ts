import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

export const MAX_JSON_DEPTH = 16;

/** The deepest nesting of objects and arrays in JSON text, found by a scan (no recursion to overflow). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 || char === 91 /* { [ */) deepest = Math.max(deepest, ++depth);
    else if (char === 125 || char === 93 /* } ] */) depth--;
  }
  return deepest;
}

const badBody = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

/**
 * Every JSON body is bounded in depth as well as size: a 5,000-level nested answer once overflowed
 * the stack in the services (a 500). Too deep is the caller's fault, answered with a clear 400.
 * Parsing keeps Fastify's protection against `__proto__` and `constructor` keys. A plugin whose
 * routes take an empty body calls this again inside its own scope with `allowEmpty`.
 */
export function registerJsonBodyParser(app: FastifyInstance, options: { allowEmpty?: boolean } = {}): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '')
      return options.allowEmpty ? done(null, undefined) : done(badBody('The request body is empty.'));
    if (jsonDepth(text) > MAX_JSON_DEPTH)
      return done(badBody(`The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`));
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(badBody('The request body is not valid JSON.'));
    }
  });
}
