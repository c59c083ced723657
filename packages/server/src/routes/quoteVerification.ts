import { apiErrorResponse } from '@portal/domain/api/errorResponse';
import { quoteRecordResponse, verificationRequest } from '@portal/domain/api/verification';
import { londonToday } from '@portal/domain/dates';
import { apiError } from '@portal/domain/errors';
import { CALL_NAME_LIST, formFromCallName } from '@portal/domain/forms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { quoteRecord } from '../quotes/quoteRecord.ts';
import { resolveQuoteToken } from '../quotes/quoteTokens.ts';
import { startQuoteOnOpening } from '../quotes/startOnOpening.ts';

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
      const outcome = await resolveQuoteToken(
        options.db,
        request.body.token,
        formFromCallName(request.params.form),
        options.clock(),
      );
      if (!outcome.ok) return reply.status(400).send(apiError(outcome.errorCode));
      const quote = await startQuoteOnOpening(options.db, outcome.quote, options.clock());
      const record = await quoteRecord(options.db, quote, request.body.token);
      return reply.status(200).send({
        ...record,
        linkValidUntil: londonToday(outcome.expiresAt.toISOString()),
        fraudCheck: options.fraudCheck,
      });
    },
  );
}
