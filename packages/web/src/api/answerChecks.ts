import type { ApiError } from '@portal/domain/errors';
import * as z from 'zod/mini';

// The transport's checks, loaded with the first answer it reads (client.ts). Imported by name, not
// as a namespace loaded at run time: that kept every export of zod/mini (about 85 KB gzip).

const errorBody = z.object({
  errorCode: z.string().check(z.minLength(1)),
  message: z.string(),
  fields: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});

/** A failed answer's body in the portal's envelope, or undefined when it is not one. */
export function readEnvelope(body: unknown): ApiError | undefined {
  const parsed = z.safeParse(errorBody, body);
  return parsed.success ? parsed.data : undefined;
}

/** The answer as its schema reads it, or undefined when it does not match. */
export function checkAnswer<T>(schema: z.core.$ZodType<T>, json: unknown): { data: T } | undefined {
  const parsed = z.safeParse(schema, json);
  return parsed.success ? { data: parsed.data } : undefined;
}
