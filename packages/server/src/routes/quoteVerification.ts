import { apiErrorResponse } from '@portal/domain/api/errorResponse';
import { quoteRecordResponse, verificationRequest } from '@portal/domain/api/verification';
import { apiError } from '@portal/domain/errors';
import { CALL_NAME_LIST, formFromCallName } from '@portal/domain/forms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { openQuoteLink } from '../quotes/openQuoteLink.ts';

/** POST {form}/idv/validate: the emailed link's token opens its quote, or says why not. */
export async function quoteVerificationRoutes(
  app: FastifyInstance,
  options: { db: Db; clock: () => Date; rateLimitMax: number; fraudCheck: boolean },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/:form/idv/validate',
    {
      config: { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } },
      schema: {
        params: z.object({
          form: z.enum(CALL_NAME_LIST),
        }),
        body: verificationRequest,
        response: { 200: quoteRecordResponse, 400: apiErrorResponse },
      },
    },
    async (request, reply) => {
      const opening = await openQuoteLink(options.db, {
        token: request.body.token,
        form: formFromCallName(request.params.form),
        now: options.clock(),
        fraudCheck: options.fraudCheck,
      });
      if (!opening.ok) return reply.status(400).send(apiError(opening.errorCode));
      return reply.status(200).send(opening.record);
    },
  );
}
