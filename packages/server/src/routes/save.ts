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
import { CALL_NAME_LIST, formCard, formFromCallName } from '@portal/domain/forms';
import { withBrandDetails } from '@portal/domain/rules/brandedMessage';
import { MESSAGES } from '@portal/domain/rules/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BotCheck } from '../botCheck/botCheck.ts';
import { ScannerUnavailable } from '../files/clamdScanner.ts';
import { sessionOf } from '../plugins/auth.ts';
import { CONTROL_CHARACTER_MESSAGE } from '../plugins/controlCharacters.ts';
import type { SaveOnce, SaveOnceOutcome } from '../requests/saveOnce.ts';
import type { UploadScan } from '../requests/uploadScan.ts';
import {
  ControlCharacterInPart,
  FilesNotAllowed,
  MULTIPART_LIMITS,
  type MultipartSave,
  readMultipartSave,
  UploadsBusy,
  uploadSlots,
} from '../requests/uploads.ts';

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
const uploadsOf = new WeakMap<FastifyRequest, MultipartSave>();

const robotCheckRefused = apiError('VALIDATION_ERROR', [
  { field: 'botCheck', message: MESSAGES.robotCheckRequired },
]);

/**
 * POST {form}/save: parse, let the request service judge and store, answer the reference list.
 * A save with documents arrives as multipart: its `request` field is the
 * same envelope as the JSON body, validated by the same schema, and its files go beside it.
 */
export async function saveRoutes(
  app: FastifyInstance,
  options: { save: SaveOnce; botCheck: BotCheck; uploadScan: UploadScan },
): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  const slots = uploadSlots();
  /** Before any file is read: a form with a robot check needs a solved one in the envelope (used up later, at save). */
  const robotCheckPassed = async (callName: string, body: unknown) => {
    if (!(CALL_NAME_LIST as readonly string[]).includes(callName)) return false;
    if (!formCard(formFromCallName(callName as (typeof CALL_NAME_LIST)[number])).botCheck) return true;
    const solved = (body as { botCheck?: unknown } | null)?.botCheck;
    return options.botCheck.solves(typeof solved === 'string' ? solved : undefined);
  };
  /**
   * Files are let in once the envelope has passed the robot check, and only into a free upload
   * slot: a save that never gets that far (a slow or stalled envelope) holds none. The slot is
   * given back when the answer is sent or the connection goes, whichever comes first (a client
   * gone mid-upload is never answered, so onResponse never runs).
   */
  const allowFiles = (callName: string, reply: FastifyReply) => async (body: unknown) => {
    if (!(await robotCheckPassed(callName, body))) return false;
    if (!slots.take()) throw new UploadsBusy();
    reply.raw.once('close', slots.release);
    return true;
  };
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
          503: apiErrorResponse,
        },
      },
      // The session was checked on arrival (onRequest); the robot check is checked here, from the
      // envelope, before any file part is read, and files wait on disk, not in memory.
      preValidation: async (request, reply) => {
        if (!request.isMultipart()) return;
        try {
          const read = await readMultipartSave(
            request,
            allowFiles((request.params as { form: string }).form, reply),
          );
          request.body = read.body as typeof request.body;
          uploadsOf.set(request, read);
          // Scanned before the robot check is spent or identity counted: a scanner outage costs
          // the customer nothing but a retry. Infected files become the batch's refusal.
          const scanned = await options.uploadScan.check(read.uploads, {
            callName: (request.params as { form: string }).form,
            brand: sessionOf(request).brand,
            sessionHash: sessionOf(request).tokenHash,
            client: request.ip,
          });
          uploadsOf.set(request, { ...read, uploads: scanned });
        } catch (error) {
          if (error instanceof ScannerUnavailable) {
            // Fail closed: nothing unscanned is kept; the customer may send the same save again.
            request.log.warn({ err: error }, 'upload not scanned: save refused');
            return reply.status(503).header('retry-after', '30').send(apiError('SCAN_UNAVAILABLE'));
          }
          if (error instanceof FilesNotAllowed) return reply.status(400).send(robotCheckRefused);
          if (error instanceof UploadsBusy) return reply.status(429).send(apiError('RATE_LIMITED'));
          if (error instanceof ControlCharacterInPart)
            return reply
              .status(400)
              .send(
                apiError('VALIDATION_ERROR', [{ field: error.field, message: CONTROL_CHARACTER_MESSAGE }]),
              );
          // Too many parts or files, or a body cut off mid-way: nothing was kept.
          request.log.info({ err: error }, 'multipart save refused');
          return reply.status(400).send(apiError('VALIDATION_ERROR'));
        }
      },
      onResponse: async (request) => {
        await uploadsOf.get(request)?.discard();
      },
    },
    async (request, reply) => {
      const outcome = await options.save({
        callName: request.params.form,
        form: formFromCallName(request.params.form),
        body: request.body,
        session: sessionOf(request),
        key: request.headers[IDEMPOTENCY_HEADER],
        uploads: uploadsOf.get(request)?.uploads,
        client: request.ip,
      });
      if (outcome.ok) return [outcome.reference];
      if (outcome.errorCode === 'VALIDATION_ERROR')
        return reply.status(400).send(apiError('VALIDATION_ERROR', outcome.fields));
      // The identity refusals send the customer to the phone: with the line for their product and partner.
      const refusal = apiError(outcome.errorCode);
      return reply.status(REFUSAL_STATUS[outcome.errorCode]).send({
        ...refusal,
        message: withBrandDetails(refusal.message, {
          brand: sessionOf(request).brand,
          partner: request.body.partner,
          product: request.body.product,
        }),
      });
    },
  );
}
