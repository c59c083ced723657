import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { CHAT_TOPICS } from '@portal/domain/chat/chatMessage';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hostBrand } from '../plugins/auth.ts';
import { type ChatHub, parseMessage } from './chatHub.ts';
import type { ChatService } from './chatService.ts';

/**
 * Sockets are rate limited per client like any call; an upgrade built in-process (tests' injectWS)
 * has no address, which the default key generator cannot read.
 */
export const SOCKET_RATE_LIMIT = {
  max: 60,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => request.ip ?? 'no-address',
};

/** A plain request to a socket's address: answered in the portal's envelope, not upgraded. */
export const notAnUpgrade = (_request: FastifyRequest, reply: FastifyReply) =>
  reply.status(426).send({ errorCode: 'VALIDATION_ERROR', message: 'This address takes a WebSocket only.' });

export const CHAT_CLOSED_MESSAGE =
  'Web chat is closed now. Please call us, or chat with us when we are open.';

/**
 * The customer's side of web chat under /chat-api: whether chat is open on this brand, opening a
 * conversation (its 256-bit token is the customer's only handle), and the socket that carries it.
 * The socket's first message must be `{ type: 'hello', token }`: tokens never travel in a URL.
 */
export async function chatRoutes(
  app: FastifyInstance,
  options: { chat: ChatService; hub: ChatHub; defaultBrand: DeploymentBrand },
): Promise<void> {
  const { chat, hub } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const brandOf = (request: Parameters<typeof hostBrand>[0]) => hostBrand(request, options.defaultBrand);

  api.get('/availability', async (request) => ({ open: chat.available(brandOf(request)) }));

  api.post(
    '/conversations',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        body: z.object({ topic: z.enum(CHAT_TOPICS), name: z.string().trim().max(80).default('') }),
      },
    },
    async (request, reply) => {
      const brand = brandOf(request);
      if (!chat.available(brand))
        return reply.status(409).send({ errorCode: 'CHAT_CLOSED', message: CHAT_CLOSED_MESSAGE });
      const opened = await chat.open({ brand, topic: request.body.topic, customerName: request.body.name });
      return { token: opened.token };
    },
  );

  app.route({
    method: 'GET',
    url: '/ws',
    config: { rateLimit: SOCKET_RATE_LIMIT },
    handler: notAnUpgrade,
    wsHandler: (socket) => {
      let conversation: Awaited<ReturnType<ChatService['conversationOf']>>;
      // Nobody says hello within 10 s: the socket is closed.
      const hello = setTimeout(() => socket.close(4401, 'no hello'), 10_000);
      socket.on('close', () => clearTimeout(hello));
      socket.on('message', async (raw) => {
        const message = parseMessage(raw);
        if (!message) return;
        if (!conversation) {
          if (message.type !== 'hello' || typeof message.token !== 'string')
            return socket.close(4400, 'hello first');
          conversation = await chat.conversationOf(message.token);
          if (!conversation) return socket.close(4401, 'unknown chat');
          clearTimeout(hello);
          hub.addCustomer(conversation.id, socket);
          hub.send(socket, {
            type: 'history',
            status: conversation.status,
            messages: await chat.history(conversation.id),
          });
          return;
        }
        if (message.type === 'message' && typeof message.body === 'string') {
          const current = await chat.conversation(conversation.id);
          if (current?.status === 'closed') return;
          await chat.customerSays(conversation.id, conversation.customerName, message.body);
        }
      });
    },
  });
}
