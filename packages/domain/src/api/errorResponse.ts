import { z } from 'zod';

/** The error envelope every failed call answers with (see `errors.ts` for the codes). */
export const apiErrorResponse = z.object({
  errorCode: z.string(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
