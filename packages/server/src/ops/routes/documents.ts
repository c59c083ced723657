import { opsPaths } from '@portal/domain/api/opsPaths';
import { opsRefusals } from '@portal/domain/api/opsResponses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../files/fileStore.ts';
import { documentForStaff } from '../documents.ts';
import { refusal, staffOf } from '../staffAuthPlugin.ts';

/** ops/documents: an uploaded document, downloaded as an attachment by signed-in staff. */
export const documentRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore; clock: () => Date }> = async (
  app,
  { db, files, clock },
) => {
  app.get(
    opsPaths.document,
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: {
          200: z.any().describe('The document, as uploaded (PDF, JPEG, PNG or GIF)'),
          ...opsRefusals(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const document = await documentForStaff(db, files, request.params.id, staffOf(request), clock());
      if (!document) return reply.status(404).send(refusal('NOT_FOUND', 'No document has this number.'));
      return reply
        .header('content-type', document.contentType)
        .header('content-disposition', `attachment; filename="${document.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(document.bytes));
    },
  );
};
