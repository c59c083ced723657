import { z } from 'zod';
import { POLICY_DOCUMENT_KINDS } from '../documents/policyDocumentFacts.ts';

/** Each version's documents of a policy, as the console's policy page lists them. */
export const policyDocumentsResponse = z.object({
  versions: z.array(
    z.object({
      id: z.number().int(),
      version: z.number().int(),
      /** What made the version (the form's title). */
      change: z.string(),
      madeAt: z.string(),
      /** When the PDFs were drawn; null while the worker has not drawn them yet. */
      producedAt: z.string().nullable(),
      documents: z.array(z.object({ kind: z.enum(POLICY_DOCUMENT_KINDS), title: z.string() })),
    }),
  ),
});
export type PolicyDocumentsResponse = z.infer<typeof policyDocumentsResponse>;

export const policyDocumentFileParams = z.object({
  id: z.coerce.number().int().positive(),
  kind: z.enum(POLICY_DOCUMENT_KINDS),
});
