import { opsPaths } from '@portal/domain/api/opsPaths';
import { opsRefusals } from '@portal/domain/api/opsResponses';
import {
  cannedRepliesResponse,
  cannedReplyInput,
  cannedReplyResponse,
} from '@portal/domain/chat/cannedReplies';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusal, staffOf } from '../staffAuthPlugin.ts';
import type { CannedReplies, CannedReplyOutcome } from './cannedReplies.ts';

const REFUSED = {
  taken: [409, 'SHORTCUT_TAKEN', 'Another reply has that shortcut. Choose another.'],
  missing: [404, 'NOT_FOUND', 'That reply no longer exists.'],
} as const;

const answer = (reply: FastifyReply, outcome: CannedReplyOutcome) => {
  if ('reply' in outcome) return { reply: outcome.reply };
  const [status, code, message] = REFUSED[outcome.refused];
  return reply.status(status).send(refusal(code, message));
};

const byId = { params: z.object({ id: z.coerce.number().int().positive() }) };

/** Canned replies any signed-in staff member may list, add, change and remove. */
export const cannedReplyRoutes: FastifyPluginAsyncZod<{ replies: CannedReplies }> = async (
  app,
  { replies },
) => {
  app.get(
    opsPaths.cannedReplies,
    { schema: { response: { 200: cannedRepliesResponse, ...opsRefusals(401) } } },
    async () => ({ replies: await replies.list() }),
  );
  app.post(
    opsPaths.cannedReplies,
    {
      schema: {
        body: cannedReplyInput,
        response: { 200: cannedReplyResponse, ...opsRefusals(400, 401, 409) },
      },
    },
    async (request, reply) => answer(reply, await replies.add(staffOf(request), request.body)),
  );
  app.post(
    opsPaths.cannedReply,
    {
      schema: {
        ...byId,
        body: cannedReplyInput,
        response: { 200: cannedReplyResponse, ...opsRefusals(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      answer(reply, await replies.edit(staffOf(request), request.params.id, request.body)),
  );
  app.post(
    opsPaths.cannedReplyDelete,
    { schema: { ...byId, response: { 200: cannedReplyResponse, ...opsRefusals(400, 401, 404) } } },
    async (request, reply) => answer(reply, await replies.remove(staffOf(request), request.params.id)),
  );
};
