import { customerAnswerResponse } from '@portal/domain/api/opsCustomerAnswer';
import { opsPaths } from '@portal/domain/api/opsPaths';
import { opsRefusals } from '@portal/domain/api/opsResponses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { customerAnswer } from '../customerAnswer.ts';
import { refusal } from '../staffAuthPlugin.ts';

/** ops/requests: the customer's answer from their request's page, put in front of the agent. */
export const customerAnswerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    opsPaths.requestAnswer,
    {
      schema: {
        params: z.object({ reference: z.string().max(40) }),
        response: { 200: customerAnswerResponse, ...opsRefusals(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const found = await customerAnswer(db, request.params.reference);
      if (!found) return reply.status(404).send(refusal('NOT_FOUND', 'No request has this reference.'));
      return found;
    },
  );
};
