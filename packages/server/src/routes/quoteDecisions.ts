import { DECISION_ERRORS, quoteDecisionRequest, quoteDecisionResponse } from '@portal/domain/api/decisions';
import { apiErrorResponse } from '@portal/domain/api/errorResponse';
import { apiPaths } from '@portal/domain/api/paths';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { ERROR_CODES } from '@portal/domain/errors';
import type { QuoteEvent } from '@portal/domain/quotes/quoteStatus';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database.ts';
import { type DecisionError, decide } from '../quotes/quoteDecisions.ts';
import { quoteRecipients } from '../quotes/recipient.ts';

const MESSAGES: Record<DecisionError, string> = {
  ...DECISION_ERRORS,
  TOKEN_EXPIRED: ERROR_CODES.TOKEN_EXPIRED,
  INVALID_TOKEN: ERROR_CODES.INVALID_TOKEN,
  QUOTE_NOT_EXISTS: ERROR_CODES.QUOTE_NOT_EXISTS,
  QUOTE_SUPERSEDED: ERROR_CODES.QUOTE_SUPERSEDED,
  QUOTE_REPRICED: ERROR_CODES.QUOTE_REPRICED,
  PAYMENT_REQUIRED: 'This change needs a card payment: use Make payment.',
};
export const decisionError = (errorCode: DecisionError) => ({ errorCode, message: MESSAGES[errorCode] });

const DECISIONS: [string, QuoteEvent][] = [
  [apiPaths.quoteAccept, 'accept'],
  [apiPaths.quoteDecline, 'decline'],
  [apiPaths.paymentProceed, 'proceedToPayment'],
  [apiPaths.paymentPostpone, 'postpone'],
];

/** Accept, decline, proceed to payment, postpone: `{ token, uuid }` in, the quote's status out. */
export async function quoteDecisionRoutes(
  app: FastifyInstance,
  options: { db: Db; clock: () => Date; rateLimitMax: number; brandUrl: (brand: DeploymentBrand) => string },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [path, event] of DECISIONS) {
    api.post(
      `/${path}`,
      {
        config: { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } },
        schema: {
          body: quoteDecisionRequest,
          response: { 200: quoteDecisionResponse, 400: apiErrorResponse },
        },
      },
      async (request, reply) => {
        const outcome = await decide(options.db, event, request.body, options.clock(), {
          recipientsFor: quoteRecipients,
          brandUrl: options.brandUrl,
        });
        if (!outcome.ok) return reply.status(400).send(decisionError(outcome.errorCode));
        return reply.status(200).send({ status: outcome.status });
      },
    );
  }
}
