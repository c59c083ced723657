import { z } from 'zod';
import { POLICY_DOCUMENT_KINDS, type PolicyDocumentKind } from '../documents/policyDocumentFacts.ts';
import { API_PREFIX } from './paths.ts';

/** A documents link's token: 256 bits in base64url, as the server issues it. */
export const documentLinkToken = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

export const documentDownloadParams = z.object({
  token: documentLinkToken,
  kind: z.enum(POLICY_DOCUMENT_KINDS),
});

/** What each document is called wherever it is offered. */
export const DOCUMENT_TITLES: Record<PolicyDocumentKind, string> = {
  certificate: 'Certificate of motor insurance',
  schedule: 'Policy schedule',
};

/** Where a link's document is downloaded: a plain GET, so it works from an email and a page alike. */
export const documentHref = (token: string, kind: PolicyDocumentKind) =>
  `${API_PREFIX}/documents/${token}/${kind}`;

/** The documents of the version a paid or accepted quote made, as its success page offers them. */
export const quoteDocumentsResponse = z.object({
  policyNumber: z.string(),
  version: z.number().int(),
  documents: z.array(z.object({ kind: z.enum(POLICY_DOCUMENT_KINDS), title: z.string(), href: z.string() })),
});
export type QuoteDocumentsResponse = z.infer<typeof quoteDocumentsResponse>;
