import { autoRenewalRequest, autoRenewalResponse } from '@portal/domain/api/autoRenewal';
import { apiErrorResponse } from '@portal/domain/api/errorResponse';
import { apiPaths } from '@portal/domain/api/paths';
import { apiError } from '@portal/domain/errors';
import { formCard, isFormCode } from '@portal/domain/forms';
import { isDecided } from '@portal/domain/quotes/quoteStatus';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { quotes } from '../db/schema/quotes.ts';
import { type DecisionError, lockQuote } from '../quotes/quoteDecisions.ts';
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
      const { token, amendUuid, autoRenewal } = request.body;
      const refused = await options.db.transaction(async (tx): Promise<DecisionError | null> => {
        const found = await lockQuote(tx, { token, uuid: amendUuid }, options.clock());
        if (!found.ok) return found.errorCode;
        if (found.quote.form !== form) return 'INVALID_TOKEN';
        if (isDecided(found.quote.status)) return 'QUOTE_ALREADY_DECIDED';
        await tx.update(quotes).set({ autoRenewal }).where(eq(quotes.id, found.quote.id));
        return null;
      });
      if (refused) return reply.status(400).send(decisionError(refused));
      return reply.status(200).send({ autoRenewal });
    },
  );
}
