import { z } from 'zod';

/**
 * A saved request's details as stored: each form's own answers, plus
 * the policyholder block every form shares, which the server reads to address its emails.
 * Parsed at the boundary when read back, so nothing downstream reads untyped JSON by name.
 */
export const savedRequestSchema = z.looseObject({
  policyHolder: z
    .looseObject({
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      email: z.string().optional(),
    })
    .optional(),
});
export type SavedRequest = z.infer<typeof savedRequestSchema>;
