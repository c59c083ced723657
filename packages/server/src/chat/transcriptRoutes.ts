import { leftMessageConfirmation } from '@portal/domain/requests/leftMessage';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChatService } from './chatService.ts';

const tokenBody = z.object({ token: z.string().min(1).max(64), email: z.email().max(254) });
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
  api.post('/transcript', { config, schema: { body: tokenBody } }, async (request, reply) => {
    const conversation = await options.chat.conversationOf(request.body.token);
    if (!conversation) return reply.status(404).send(NOT_FOUND);
    await options.chat.transcripts.email(conversation, request.body.email);
    return { message: `We have emailed this chat to ${request.body.email}.` };
  });
  api.post(
    '/leave-message',
    { config, schema: { body: tokenBody.extend({ body: z.string().trim().min(1).max(1000) }) } },
    async (request, reply) => {
      const conversation = await options.chat.conversationOf(request.body.token);
      if (!conversation) return reply.status(404).send(NOT_FOUND);
      const reference = await options.chat.leaveMessage(conversation, request.body.email, request.body.body);
      if (!reference) return reply.status(409).send(ENDED);
      return { message: leftMessageConfirmation(request.body.email, reference), reference };
    },
  );
}
