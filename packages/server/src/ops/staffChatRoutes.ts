import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ChatHub, parseMessage } from '../chat/chatHub.ts';
import { notAnUpgrade, SOCKET_RATE_LIMIT } from '../chat/chatRoutes.ts';
import type { ChatService } from '../chat/chatService.ts';
import type { Db } from '../db/database.ts';
import { audit, type StaffMember } from './audit.ts';

/** Only the console's own pages may open the agents' socket (the cookie is SameSite=Strict as well). */
const sameOrigin = (request: FastifyRequest) => {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
};

/**
 * The agents' side of web chat: one socket per console page, signed in by the session cookie
 * (the console's onRequest hook has already refused anyone else). It hears every live chat.
 */
export function staffChatRoutes(
  app: FastifyInstance,
  options: {
    db: Db;
    chat: ChatService;
    hub: ChatHub;
    clock: () => Date;
    staffOf: (request: FastifyRequest) => StaffMember;
  },
): void {
  const { chat, hub } = options;
  app.route({
    method: 'GET',
    url: '/chat/ws',
    config: { rateLimit: SOCKET_RATE_LIMIT },
    handler: notAnUpgrade,
    wsHandler: async (socket, request) => {
      if (!sameOrigin(request)) return socket.close(4403, 'cross-origin');
      const staff = options.staffOf(request);
      hub.addAgent(socket);
      socket.on('message', async (raw) => {
        const message = parseMessage(raw);
        const id = Number(message?.conversationId);
        if (!message || !Number.isInteger(id)) return;
        if (message.type === 'history')
          hub.send(socket, { type: 'history', conversationId: id, messages: await chat.history(id) });
        else if (message.type === 'message' && typeof message.body === 'string')
          await chat.agentSays(id, staff, message.body);
        else if (message.type === 'close') {
          await chat.close(id);
          await audit(options.db, staff, { action: 'Chat closed', subject: `chat ${id}` }, options.clock());
        }
      });
      hub.send(socket, { type: 'conversations', conversations: await hub.liveList() });
    },
  });
}
