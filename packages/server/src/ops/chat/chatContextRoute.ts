import { opsPaths } from '@portal/domain/api/opsPaths';
import { opsRefusals } from '@portal/domain/api/opsResponses';
import { chatContextResponse, requestChatsResponse } from '@portal/domain/chat/chatContext';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { refusal } from '../staffAuthPlugin.ts';
import { readChatContext } from './chatContext.ts';
import { readRequestChats } from './requestChats.ts';

/**
 * What the console shows beside a conversation (its policy, quote and the requests it touched),
 * and the way back: the chats a request is linked to.
 */
export const chatContextRoute: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    opsPaths.chatContext,
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: chatContextResponse, ...opsRefusals(400, 401, 404) },
      },
    },
    async (request, reply) =>
      (await readChatContext(db, request.params.id)) ??
      reply.status(404).send(refusal('NOT_FOUND', 'No such chat.')),
  );
  app.get(
    opsPaths.requestChats,
    {
      schema: {
        params: z.object({ reference: z.string().trim().min(1).max(40) }),
        response: { 200: requestChatsResponse, ...opsRefusals(400, 401, 404) },
      },
    },
    async (request, reply) =>
      (await readRequestChats(db, request.params.reference)) ??
      reply.status(404).send(refusal('NOT_FOUND', 'No such request.')),
  );
};
