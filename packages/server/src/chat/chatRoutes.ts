import { apiErrorResponse } from '@portal/domain/api/errorResponse';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import {
  chatApiPaths,
  chatAvailabilityResponse,
  openChatRequest,
  openChatResponse,
} from '@portal/domain/chat/chatApi';
import {
  CHAT_REFUSALS,
  CHAT_TOO_FAST_CODE,
  type TokenBucket,
  takeToken,
} from '@portal/domain/chat/chatLimits';
import { customerSays } from '@portal/domain/chat/customerFrames';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { whileDatabaseDown } from '../db/databaseUnreachable.ts';
import { hostBrand } from '../plugins/auth.ts';
import { type ChatHub, readFrame } from './chatHub.ts';
import type { ChatService } from './chatService.ts';
import { transcriptRoutes } from './transcriptRoutes.ts';

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
 * The customer's side of web chat under /chat-api: whether chat is offered on this brand now,
 * opening a conversation (its 256-bit token is the customer's only handle), and the socket that
 * carries it. The socket's first message must be `{ type: 'hello', token, after? }`: tokens
 * never travel in a URL, and a reconnect names the last message it has so only the rest is sent.
 */
export async function chatRoutes(
  app: FastifyInstance,
  options: { chat: ChatService; hub: ChatHub; defaultBrand: DeploymentBrand },
): Promise<void> {
  const { chat, hub } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const brandOf = (request: Parameters<typeof hostBrand>[0]) => hostBrand(request, options.defaultBrand);

  api.get(
    chatApiPaths.availability,
    { schema: { response: { 200: chatAvailabilityResponse } } },
    async (request) => ({ open: await chat.available(brandOf(request)) }),
  );

  api.post(
    chatApiPaths.conversations,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        body: openChatRequest,
        response: { 200: openChatResponse, 409: apiErrorResponse.describe('Web chat is closed now') },
      },
    },
    async (request, reply) => {
      const brand = brandOf(request);
      if (!(await chat.available(brand)))
        return reply.status(409).send({ errorCode: 'CHAT_CLOSED', message: CHAT_CLOSED_MESSAGE });
      const { topic, name, page, registration } = request.body;
      const opened = await chat.open({
        brand,
        topic,
        customerName: name,
        pagePath: page ?? '',
        ...(registration ? { registration } : {}),
      });
      return { token: opened.token };
    },
  );

  await app.register(transcriptRoutes, { chat });

  app.route({
    method: 'GET',
    url: chatApiPaths.socket,
    config: { rateLimit: SOCKET_RATE_LIMIT },
    handler: notAnUpgrade,
    wsHandler: (socket) => customerSocket(socket, chat, hub),
  });
}

function customerSocket(socket: WebSocket, chat: ChatService, hub: ChatHub) {
  let conversation: Awaited<ReturnType<ChatService['conversationOf']>>;
  let bucket: TokenBucket | undefined;
  // Nobody says hello within 10 s: the socket is closed.
  const hello = setTimeout(() => socket.close(4401, 'no hello'), 10_000);
  socket.on('close', () => clearTimeout(hello));
  const tooFast = () => {
    hub.send(socket, { type: 'refused', message: CHAT_REFUSALS.tooFast });
    socket.close(CHAT_TOO_FAST_CODE, 'too many messages');
  };
  // Frames are handled one at a time, in order: a message never overtakes the hello before it.
  let handling = Promise.resolve();
  socket.on('message', (raw) => {
    // Every frame counts against the socket's burst, whatever it says: a flood is closed at once.
    const taken = takeToken(bucket, Date.now());
    bucket = taken.bucket;
    if (!taken.allowed) return tooFast();
    // A database restart (seconds) holds the frame, and those after it, until it is stored: a
    // message said meanwhile is delivered once it is back, not dropped with the socket.
    handling = handling
      .then(() => whileDatabaseDown(() => handle(raw)))
      .catch(() => socket.close(1011, 'server error'));
  });
  const refuse = (message: string) => hub.send(socket, { type: 'error', message });
  async function handle(raw: unknown) {
    const read = readFrame(customerSays, raw);
    if (!conversation) {
      if (!read.ok || read.frame.type !== 'hello') {
        refuse(read.ok ? "Say hello with the chat's token first." : read.error);
        return socket.close(4400, 'hello first');
      }
      const { token, after } = read.frame;
      conversation = await chat.conversationOf(token);
      if (!conversation) return socket.close(4401, 'unknown chat');
      clearTimeout(hello);
      hub.addCustomer(conversation.id, socket);
      hub.customerStamped(conversation.id, (await chat.customerReturned(conversation)).at);
      const page = await chat.history(conversation.id, { after, forCustomer: true });
      hub.send(socket, { type: 'history', ...page, resumed: after !== undefined });
      hub.seen(conversation.id, page.messages.at(-1)?.id ?? after ?? 0);
      const status = await hub.statusFor(conversation.id);
      if (status) hub.send(socket, status);
      return;
    }
    if (!read.ok) return refuse(read.error);
    const frame = read.frame;
    if (frame.type === 'hello') return refuse('This socket has already said hello.');
    if (frame.type === 'older') {
      const page = await chat.history(conversation.id, { before: frame.before, forCustomer: true });
      return hub.send(socket, { type: 'older', ...page });
    }
    if (frame.type === 'typing') return hub.typing(conversation.id, 'customer');
    const said = await chat.customerSays(conversation.id, conversation.customerName, frame.body);
    if (!said.refused) return;
    if (said.refused === 'tooFast') return tooFast();
    hub.send(socket, { type: 'refused', message: CHAT_REFUSALS[said.refused] });
  }
}
