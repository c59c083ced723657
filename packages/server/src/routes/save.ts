import multipart from '@fastify/multipart';
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../plugins/auth.ts';
import type { SaveOnce, SaveOnceOutcome } from '../requests/saveOnce.ts';
import { MULTIPART_LIMITS, readMultipartSave, type UploadBatch } from '../requests/uploads.ts';

type Refusal = Exclude<SaveOnceOutcome, { ok: true } | { errorCode: 'VALIDATION_ERROR' }>['errorCode'];
const REFUSAL_STATUS: Record<Refusal, 400 | 403 | 409 | 422 | 429> = {
  FORM_NOT_ALLOWED: 400,
  BRAND_MISMATCH: 403,
  IDENTITY_NOT_MATCHED: 422,
  IDENTITY_LOCKED: 429,
  IDEMPOTENCY_KEY_REUSED: 409,
  REQUEST_IN_PROGRESS: 409,
};

/** Files read from a multipart save, kept beside the request until the handler takes them. */
const uploadsOf = new WeakMap<FastifyRequest, UploadBatch>();

/**
 * POST {form}/save: parse, let the request service judge and store, answer the reference list.
 * A save with documents arrives as multipart (request-journeys.md §7): its `request` field is the
 * same envelope as the JSON body, validated by the same schema, and its files go beside it.
 */
export async function saveRoutes(app: FastifyInstance, options: { save: SaveOnce }): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
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
      preValidation: async (request, reply) => {
        if (!request.isMultipart()) return;
        try {
          const { body, uploads } = await readMultipartSave(request);
          request.body = body as typeof request.body;
          uploadsOf.set(request, uploads);
        } catch (error) {
          // Too many parts or files, or a body cut off mid-way: nothing was kept.
          request.log.info({ err: error }, 'multipart save refused');
          return reply.status(400).send(apiError('VALIDATION_ERROR'));
        }
      },
    },
    async (request, reply) => {
      const outcome = await options.save({
        callName: request.params.form,
        form: formFromCallName(request.params.form),
        body: request.body,
        session: sessionOf(request),
        key: request.headers[IDEMPOTENCY_HEADER],
        uploads: uploadsOf.get(request),
      });
      if (outcome.ok) return [outcome.reference];
      if (outcome.errorCode === 'VALIDATION_ERROR')
        return reply.status(400).send(apiError('VALIDATION_ERROR', outcome.fields));
      return reply.status(REFUSAL_STATUS[outcome.errorCode]).send(apiError(outcome.errorCode));
    },
  );
}
