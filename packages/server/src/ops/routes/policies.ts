import { opsPaths } from '@portal/domain/api/opsPaths';
import { opsMessageResponse, opsRefusals, policyActivityResponse } from '@portal/domain/api/opsResponses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { policyActivity, resendEmail } from '../policyActivity.ts';
import { refusal, staffOf } from '../staffAuthPlugin.ts';

const id = z.object({ id: z.coerce.number().int().positive() });

/** ops/policies: a policy's changes, quotes, card payments and emails. */
export const policyRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get(
    opsPaths.policy,
    {
      schema: {
        params: z.object({ policyNumber: z.string().regex(/^\d{8,10}$/) }),
        response: { 200: policyActivityResponse, ...opsRefusals(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const activity = await policyActivity(db, request.params.policyNumber, clock());
      if (!activity) return reply.status(404).send(refusal('NOT_FOUND', 'No policy has this number.'));
      return activity;
    },
  );
};

/** ops/emails: an email sent to a customer, sent again. */
export const emailRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.post(
    opsPaths.emailResend,
    { schema: { params: id, response: { 200: opsMessageResponse, ...opsRefusals(400, 401, 403, 404) } } },
    async (request, reply) => {
      const sent = await resendEmail(db, request.params.id, staffOf(request), clock());
      if (!sent) return reply.status(404).send(refusal('NOT_FOUND', 'No email has this number.'));
      return { message: 'The email is queued to be sent again.' };
    },
  );
};
