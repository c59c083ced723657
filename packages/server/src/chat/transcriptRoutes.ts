import { apiErrorResponse } from '@portal/domain/api/errorResponse';
import {
  chatApiPaths,
  chatTokenRequest,
  leaveMessageRequest,
  messageLeftResponse,
  transcriptSentResponse,
} from '@portal/domain/chat/chatApi';
import { leftMessageConfirmation } from '@portal/domain/requests/leftMessage';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChatService } from './chatService.ts';

const NOT_FOUND = { errorCode: 'NOT_FOUND', message: 'This chat could not be found.' };
const ENDED = {
  errorCode: 'CHAT_ENDED',
  message: 'This chat has ended, so the message was not sent. Please call us, or start a new chat.',
};

/**
 * The customer's requests about their own conversation, by its token: the transcript by email,
 * and a message left when no agent came (it becomes a request in the work queue, answered by email).
 */
export async function transcriptRoutes(app: FastifyInstance, options: { chat: ChatService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: { max: 5, timeWindow: '1 minute' } };
  api.post(
    chatApiPaths.transcript,
    {
      config,
      schema: { body: chatTokenRequest, response: { 200: transcriptSentResponse, 404: apiErrorResponse } },
    },
    async (request, reply) => {
      const conversation = await options.chat.conversationOf(request.body.token);
      if (!conversation) return reply.status(404).send(NOT_FOUND);
      await options.chat.transcripts.email(conversation, request.body.email);
      return { message: `We have emailed this chat to ${request.body.email}.` };
    },
  );
  api.post(
    chatApiPaths.leaveMessage,
    {
      config,
      schema: {
        body: leaveMessageRequest,
        response: { 200: messageLeftResponse, 404: apiErrorResponse, 409: apiErrorResponse },
      },
    },
    async (request, reply) => {
      const conversation = await options.chat.conversationOf(request.body.token);
      if (!conversation) return reply.status(404).send(NOT_FOUND);
      const reference = await options.chat.leaveMessage(conversation, request.body.email, request.body.body);
      if (!reference) return reply.status(409).send(ENDED);
      return { message: leftMessageConfirmation(request.body.email, reference), reference };
    },
  );
}
