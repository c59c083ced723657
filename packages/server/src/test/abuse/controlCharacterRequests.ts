import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';

/** Text with control characters in it: the C0 range and DEL, alone or among ordinary letters. */
export const controlText: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minimum?: number;
  default?: unknown;
};

/**
 * A value of the schema's shape with `text` in every free string (enums keep their first value),
 * so a request passes the outer shape checks and carries the text as deep as the schema lets it.
 */
export function sampleOf(schema: JsonSchema | undefined, text: string): unknown {
  if (!schema) return text;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice?.[0]) return sampleOf(choice[0], text);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const value: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(schema.properties ?? {})) value[key] = sampleOf(inner, text);
    if (schema.additionalProperties && !schema.properties) value.note = text;
    return value;
  }
  if (type === 'array') return [sampleOf(schema.items, text)];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  return text;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** What each operation of the app's own OpenAPI document declares, keyed `METHOD /path/:param`. */
export function declaredInputs(app: FastifyInstance) {
  const document = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  const inputs = new Map<string, { query: [string, JsonSchema | undefined][]; body?: JsonSchema }>();
  for (const [path, operations] of Object.entries(document.paths ?? {}))
    for (const [method, operation] of Object.entries(operations)) {
      const query = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => [parameter.name, parameter.schema] as [string, JsonSchema | undefined]);
      const body = operation.requestBody?.content?.['application/json']?.schema;
      inputs.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, { query, body });
    }
  return inputs;
}
