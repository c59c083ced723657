import { apiErrorResponse } from '@portal/domain/api/errorResponse';
import { apiPaths, QUOTE_TOKEN_HEADER } from '@portal/domain/api/paths';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { brandFromHost } from '@portal/domain/brands/registry';
import {
  cardHolderDetails,
  executePaymentRequest,
  executePaymentResponse,
} from '@portal/domain/payment/paymentApi';
import { QUOTE_STATUSES } from '@portal/domain/quotes/quoteStatus';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentService } from '../quotes/paymentService.ts';

/** payment/validate, payment/execute and payment/payment-status: parse, call the payment service, answer. */
export async function paymentRoutes(
  app: FastifyInstance,
  options: { payments: PaymentService; defaultBrand: DeploymentBrand; rateLimitMax: number },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } };

  api.post(
    `/${apiPaths.paymentValidate}`,
    {
      config: limit,
      // The card form is judged by the domain's card rules with server time, in the service.
      schema: {
        body: z.record(z.string(), z.unknown()),
        response: { 200: cardHolderDetails, 400: apiErrorResponse },
      },
    },
    async (request, reply) => {
      const brand = brandFromHost((request.headers.host ?? '').split(':')[0] ?? '', options.defaultBrand);
      const result = await options.payments.validateCard(request.body, brand);
      if (!result.ok) {
        const { ok: _ok, ...error } = result;
        return reply.status(400).send({ message: 'Please check your card details', ...error });
      }
      return reply.status(200).send(result.value);
    },
  );

  api.post(
    `/${apiPaths.paymentExecute}`,
    {
      config: limit,
      schema: {
        body: executePaymentRequest,
        response: { 200: executePaymentResponse, 400: apiErrorResponse },
      },
    },
    async (request, reply) => {
      const result = await options.payments.execute(request.body);
      if (!result.ok) {
        const error =
          'error' in result
            ? result.error
            : { errorCode: result.errorCode, message: result.message ?? 'Payment failed' };
        return reply.status(400).send(error);
      }
      return reply.status(200).send(result.value);
    },
  );

  api.get(
    `/${apiPaths.paymentStatus}`,
    {
      schema: {
        querystring: z.object({ uuid: z.uuid() }),
        headers: z.object({ [QUOTE_TOKEN_HEADER]: z.string().min(16).max(128) }),
        response: {
          200: z.object({ status: z.enum(QUOTE_STATUSES), errorCode: z.string().optional() }),
          400: apiErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await options.payments.status(request.headers[QUOTE_TOKEN_HEADER], request.query.uuid);
      if (!result.ok)
        return reply.status(400).send({ errorCode: result.errorCode, message: 'Payment status unavailable' });
      const { ok: _ok, ...answer } = result;
      return reply
        .status(200)
        .send(answer as { status: (typeof QUOTE_STATUSES)[number]; errorCode?: string });
    },
  );
}
