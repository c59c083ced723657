import { quoteDecisionRequest } from '@portal/domain/api/decisions';
import { apiErrorResponse } from '@portal/domain/api/errorResponse';
import { apiPaths } from '@portal/domain/api/paths';
import { documentDownloadParams, quoteDocumentsResponse } from '@portal/domain/api/policyDocuments';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { documentFileName } from '@portal/domain/documents/policyDocumentContent';
import { policyDocumentFactsSchema } from '@portal/domain/documents/policyDocumentFacts';
import { apiError } from '@portal/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { resolveDocumentLink } from '../documents/documentLinks.ts';
import type { PolicyDocuments } from '../documents/policyDocuments.ts';
import { documentsForQuote } from '../documents/quoteDocuments.ts';
import { hostBrand } from '../plugins/auth.ts';

/** A documents link that does not open, said of documents (the shared messages speak of quotes). */
const LINK_REFUSALS = {
  INVALID_TOKEN: { errorCode: 'INVALID_TOKEN', message: 'This link to your documents is not valid.' },
  TOKEN_EXPIRED: {
    errorCode: 'TOKEN_EXPIRED',
    message: 'This link to your documents has expired. Your documents are in My Account.',
  },
} as const;

/**
 * A policy version's documents: downloaded by a documents link (public: it is opened from an email),
 * and handed to the success page of the quote that made the version.
 */
export async function policyDocumentRoutes(
  app: FastifyInstance,
  options: {
    db: Db;
    documents: PolicyDocuments;
    clock: () => Date;
    rateLimitMax: number;
    defaultBrand: DeploymentBrand;
  },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: options.rateLimitMax, timeWindow: '1 minute' };
  api.get(
    `/${apiPaths.documentDownload}`,
    {
      // A link's token stays out of the logs, whatever the level.
      logSerializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url.replace(/\/documents\/[^/?#]+/, '/documents/[token]'),
        }),
      },
      config: { public: true, rateLimit },
      schema: {
        params: documentDownloadParams,
        response: {
          200: z.any().describe('The document, a PDF'),
          400: apiErrorResponse,
          404: apiErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const opened = await resolveDocumentLink(options.db, request.params.token, options.clock());
      if (!opened.ok) return reply.status(404).send(LINK_REFUSALS[opened.errorCode]);
      const facts = policyDocumentFactsSchema.parse(opened.documents.facts);
      // A link opens only on its own brand's host, like a quote's.
      if (facts.brand !== hostBrand(request, options.defaultBrand))
        return reply.status(404).send(LINK_REFUSALS.INVALID_TOKEN);
      const bytes = await options.documents.file(opened.documents, request.params.kind);
      if (!bytes) return reply.status(404).send(apiError('NOT_FOUND'));
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${documentFileName(request.params.kind, facts)}"`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    },
  );
  api.post(
    `/${apiPaths.quoteDocuments}`,
    {
      // The success page asks after ending the session: the quote's token and uuid name it.
      config: { public: true, rateLimit },
      schema: {
        body: quoteDecisionRequest,
        response: { 200: quoteDocumentsResponse, 404: apiErrorResponse },
      },
    },
    async (request, reply) => {
      const found = await documentsForQuote(options.db, request.body, options.clock());
      if (!found) return reply.status(404).send(apiError('NOT_FOUND'));
      return found;
    },
  );
}
