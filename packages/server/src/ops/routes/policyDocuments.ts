import { opsPaths } from '@portal/domain/api/opsPaths';
import { policyDocumentFileParams, policyDocumentsResponse } from '@portal/domain/api/opsPolicyDocuments';
import { opsMessageResponse, opsRefusals } from '@portal/domain/api/opsResponses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { PolicyDocuments } from '../../documents/policyDocuments.ts';
import { policyDocumentsForStaff } from '../policyDocumentsForStaff.ts';
import { refusal, staffOf } from '../staffAuthPlugin.ts';

/** ops/policy documents: each version's PDFs listed, opened, and drawn again on request. */
export const policyDocumentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  documents: PolicyDocuments;
  clock: () => Date;
}> = async (app, { db, documents, clock }) => {
  const staffDocuments = policyDocumentsForStaff(db, documents, clock);
  app.get(
    opsPaths.policyDocuments,
    {
      schema: {
        params: z.object({ policyNumber: z.string().regex(/^\d{8,10}$/) }),
        response: { 200: policyDocumentsResponse, ...opsRefusals(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const listed = await staffDocuments.list(request.params.policyNumber);
      if (!listed) return reply.status(404).send(refusal('NOT_FOUND', 'No policy has this number.'));
      return listed;
    },
  );
  app.get(
    opsPaths.policyDocumentFile,
    {
      schema: {
        params: policyDocumentFileParams,
        response: { 200: z.any().describe('The document, a PDF'), ...opsRefusals(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const opened = await staffDocuments.open(request.params.id, request.params.kind, staffOf(request));
      if (!opened) return reply.status(404).send(refusal('NOT_FOUND', 'No document has this number.'));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${opened.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(opened.bytes));
    },
  );
  app.post(
    opsPaths.policyDocumentsProduce,
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: opsMessageResponse, ...opsRefusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const produced = await staffDocuments.produceAgain(request.params.id, staffOf(request));
      if (!produced) return reply.status(404).send(refusal('NOT_FOUND', 'No documents have this number.'));
      return { message: 'The documents were produced again from that version.' };
    },
  );
};
