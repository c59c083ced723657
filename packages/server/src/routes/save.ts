import { apiErrorResponse } from '@portal/domain/api/errorResponse';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKey,
  SAVE_BODY_LIMIT_BYTES,
  saveRequest,
  saveResponse,
} from '@portal/domain/api/save';
import { apiError } from '@portal/domain/errors';
import { CALL_NAME_LIST, formFromCallName } from '@portal/domain/forms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../plugins/auth.ts';
import type { SaveOnce, SaveOnceOutcome } from '../requests/saveOnce.ts';

type Refusal = Exclude<SaveOnceOutcome, { ok: true } | { errorCode: 'VALIDATION_ERROR' }>['errorCode'];
const REFUSAL_STATUS: Record<Refusal, 400 | 403 | 409 | 422 | 429> = {
  FORM_NOT_ALLOWED: 400,
  BRAND_MISMATCH: 403,
  IDENTITY_NOT_MATCHED: 422,
  IDENTITY_LOCKED: 429,
  IDEMPOTENCY_KEY_REUSED: 409,
  REQUEST_IN_PROGRESS: 409,
};

/** POST {form}/save: parse, let the request service judge and store, answer the reference list. */
export async function saveRoutes(app: FastifyInstance, options: { save: SaveOnce }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/:form/save',
    {
      bodyLimit: SAVE_BODY_LIMIT_BYTES,
      schema: {
        params: z.object({ form: z.enum(CALL_NAME_LIST) }),
        headers: z.object({ [IDEMPOTENCY_HEADER]: idempotencyKey.optional() }),
        body: saveRequest,
        response: {
          200: saveResponse,
          400: apiErrorResponse,
          403: apiErrorResponse,
          409: apiErrorResponse,
          422: apiErrorResponse,
          429: apiErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const outcome = await options.save(
        formFromCallName(request.params.form),
        request.body,
        sessionOf(request),
        request.headers[IDEMPOTENCY_HEADER],
      );
      if (outcome.ok) return [outcome.reference];
      if (outcome.errorCode === 'VALIDATION_ERROR')
        return reply.status(400).send(apiError('VALIDATION_ERROR', outcome.fields));
      return reply.status(REFUSAL_STATUS[outcome.errorCode]).send(apiError(outcome.errorCode));
    },
  );
}
