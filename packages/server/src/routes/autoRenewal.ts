import { autoRenewalRequest, autoRenewalResponse } from '@portal/domain/api/autoRenewal';
import { apiErrorResponse } from '@portal/domain/api/errorResponse';
import { apiPaths } from '@portal/domain/api/paths';
import { apiError } from '@portal/domain/errors';
import { isFormCode } from '@portal/domain/formCodes';
import { formCard } from '@portal/domain/forms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { keepAutoRenewalChoice } from '../quotes/autoRenewalChoice.ts';
import { decisionError } from './quoteDecisions.ts';

/**
 * POST {form}/auto-renewal: keeps the auto-renewal choice on the quote being accepted, for forms
 * whose quotation asks it. The token and uuid must name an undecided quote of that form.
 */
export async function autoRenewalRoutes(
  app: FastifyInstance,
  options: { db: Db; clock: () => Date; rateLimitMax: number },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/${apiPaths.autoRenewal(':form')}`,
    {
      config: { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } },
      schema: {
        params: z.object({ form: z.string().max(40) }),
        body: autoRenewalRequest,
        response: { 200: autoRenewalResponse, 400: apiErrorResponse, 404: apiErrorResponse },
      },
    },
    async (request, reply) => {
      const { form } = request.params;
      if (!isFormCode(form) || !formCard(form).accept?.asksAutoRenewal)
        return reply.status(404).send(apiError('NOT_FOUND'));
      const refused = await keepAutoRenewalChoice(options.db, options.clock(), { form, ...request.body });
      if (refused) return reply.status(400).send(decisionError(refused));
      return reply.status(200).send({ autoRenewal: request.body.autoRenewal });
    },
  );
}
