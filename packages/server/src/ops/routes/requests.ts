import {
  applySchema,
  assignSchema,
  internalNoteSchema,
  referralPriceSchema,
  takeOverSchema,
  waitingSchema,
} from '@portal/domain/api/opsConsole';
import { opsPaths } from '@portal/domain/api/opsPaths';
import {
  opsMessageResponse,
  opsRefusals,
  pricePreviewResponse,
  requestDetailResponse,
} from '@portal/domain/api/opsResponses';
import { leftMessageReplySchema } from '@portal/domain/requests/leftMessageDetails';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestActionResult, RequestActions } from '../requestActions.ts';
import { refusal, staffOf } from '../staffAuthPlugin.ts';

const params = z.object({ reference: z.string().regex(/^REQ-[0-9A-F]{10}$/) });
const ERROR_CODES = { 400: 'VALIDATION_ERROR', 404: 'NOT_FOUND', 409: 'CONFLICT' } as const;
const acted = { 200: opsMessageResponse, ...opsRefusals(400, 401, 403, 404, 409) };
const priced = { 200: pricePreviewResponse, ...opsRefusals(400, 401, 403, 404, 409) };

/**
 * A done action is a sentence for staff (with a price's preview, when asked for one); a refusal
 * keeps its status and the portal's envelope, with each field's error where there are fields.
 */
const answer = (reply: FastifyReply, result: RequestActionResult) => {
  if (result.ok)
    return reply
      .status(200)
      .send({ message: result.message, ...('preview' in result ? { preview: result.preview } : {}) });
  const code = ('errorCode' in result && result.errorCode) || ERROR_CODES[result.status];
  const fields = 'fields' in result ? result.fields : undefined;
  return reply
    .status(result.status)
    .send({ ...refusal(code, result.message), ...(fields ? { fields } : {}) });
};

/**
 * ops/requests: a request's page, the decisions that finish it (take, apply, reject, done, a
 * supervisor's price) and its day-to-day work (release, reassign, wait, internal notes, the reply
 * to a message left in web chat).
 */
export const requestRoutes: FastifyPluginAsyncZod<{ requests: RequestActions }> = async (
  app,
  { requests },
) => {
  app.get(
    opsPaths.request,
    { schema: { params, response: { 200: requestDetailResponse, ...opsRefusals(400, 401, 404) } } },
    async (request, reply) => {
      const detail = await requests.detail(request.params.reference);
      if (!detail) return reply.status(404).send(refusal('NOT_FOUND', 'No request has this reference.'));
      return detail;
    },
  );

  const takeOver = takeOverSchema.optional();
  app.post(
    opsPaths.requestTake,
    { schema: { params, body: takeOver, response: acted } },
    async (request, reply) =>
      answer(reply, await requests.take(request.params.reference, staffOf(request), request.body?.takeOver)),
  );
  app.post(
    opsPaths.requestApply,
    { schema: { params, body: applySchema.optional(), response: acted } },
    async (request, reply) =>
      answer(
        reply,
        await requests.apply(
          request.params.reference,
          staffOf(request),
          request.body?.takeOver,
          request.body?.confirmOpenQuotes === true,
        ),
      ),
  );
  app.post(
    opsPaths.requestReject,
    {
      schema: {
        params,
        body: takeOverSchema.extend({
          reason: z.string().trim().min(5, 'Give the customer a reason').max(1000),
        }),
        response: acted,
      },
    },
    async (request, reply) => {
      const { reason, takeOver } = request.body;
      return answer(
        reply,
        await requests.reject(request.params.reference, staffOf(request), reason, takeOver),
      );
    },
  );
  app.post(
    opsPaths.requestDone,
    {
      schema: {
        params,
        body: takeOverSchema.extend({ note: z.string().trim().min(2, 'Write a note').max(1000) }),
        response: acted,
      },
    },
    async (request, reply) => {
      const { note, takeOver } = request.body;
      return answer(reply, await requests.done(request.params.reference, staffOf(request), note, takeOver));
    },
  );
  // A hand price is previewed (nothing written) before it is sent: the supervisor's second look.
  for (const [path, mode, response] of [
    [opsPaths.requestPricePreview, 'preview', priced],
    [opsPaths.requestPrice, 'send', acted],
  ] as const)
    app.post(
      path,
      { preHandler: app.supervisorOnly, schema: { params, body: referralPriceSchema, response } },
      async (request, reply) => {
        const { premiumChange, newAnnualPremium, reason, takeOver } = request.body;
        const price = {
          totalPremiumChangePence: premiumChange,
          newAnnualPremiumPence: newAnnualPremium,
          reason,
        };
        return answer(
          reply,
          await requests.price(request.params.reference, staffOf(request), price, mode, takeOver),
        );
      },
    );

  app.post(opsPaths.requestRelease, { schema: { params, response: acted } }, async (request, reply) =>
    answer(reply, await requests.release(request.params.reference, staffOf(request))),
  );
  app.post(
    opsPaths.requestAssign,
    { schema: { params, body: assignSchema, response: acted } },
    async (request, reply) =>
      answer(reply, await requests.assign(request.params.reference, staffOf(request), request.body.staffId)),
  );
  app.post(
    opsPaths.requestWaiting,
    { schema: { params, body: waitingSchema, response: acted } },
    async (request, reply) =>
      answer(reply, await requests.waiting(request.params.reference, staffOf(request), request.body)),
  );
  app.post(
    opsPaths.requestNotes,
    { schema: { params, body: internalNoteSchema, response: acted } },
    async (request, reply) =>
      answer(reply, await requests.note(request.params.reference, staffOf(request), request.body.note)),
  );
  app.post(
    opsPaths.requestReply,
    { schema: { params, body: leftMessageReplySchema, response: acted } },
    async (request, reply) =>
      answer(reply, await requests.reply(request.params.reference, staffOf(request), request.body)),
  );
};
