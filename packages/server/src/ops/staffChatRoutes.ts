import { apiErrorResponse } from '@portal/domain/api/errorResponse';
import { opsPaths } from '@portal/domain/api/opsPaths';
import {
  chatAgentsResponse,
  chatTranscriptResponse,
  opsRefusals,
  resolvedChatsResponse,
} from '@portal/domain/api/opsResponses';
import { agentSays } from '@portal/domain/chat/agentFrames';
import { OWNED_BY_ANOTHER, ownedByAnother } from '@portal/domain/chat/chatLifecycle';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { type ChatHub, readFrame } from '../chat/chatHub.ts';
import { messageView } from '../chat/chatReads.ts';
import { notAnUpgrade, SOCKET_RATE_LIMIT } from '../chat/chatRoutes.ts';
import type { ChatService } from '../chat/chatService.ts';
import type { Db } from '../db/database.ts';
import { whileDatabaseDown } from '../db/databaseUnreachable.ts';
import { audit, type StaffMember } from './audit.ts';
import { refusal, staffOf } from './staffAuthPlugin.ts';

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

const NOT_SENT = 'That did not reach the server. Please try again.';

interface StaffChatOptions {
  db: Db;
  chat: ChatService;
  hub: ChatHub;
  clock: () => Date;
}

/**
 * The agents' side of web chat: one socket per console (every page hears the waiting count),
 * signed in by the session cookie (the console's onRequest hook has already refused anyone
 * else); and the ended conversations with their transcripts.
 */
export const staffChatRoutes: FastifyPluginAsyncZod<StaffChatOptions> = async (app, options) => {
  const { chat, hub } = options;
  app.route({
    method: 'GET',
    url: opsPaths.chatSocket,
    config: { rateLimit: SOCKET_RATE_LIMIT },
    schema: {
      response: { 426: apiErrorResponse.describe('Not a WebSocket upgrade'), ...opsRefusals(401, 429) },
    },
    handler: async (request, reply) => notAnUpgrade(request, reply),
    wsHandler: async (socket, request) => {
      if (!sameOrigin(request)) return socket.close(4403, 'cross-origin');
      const staff = staffOf(request);
      // One frame at a time, in order; a database restart holds them until they are stored (they
      // were dropped unheard), and what still fails is said to the agent.
      let handling: Promise<unknown> = Promise.resolve();
      socket.on('message', (raw) => {
        handling = handling
          .then(() => whileDatabaseDown(() => agentFrame(socket, staff, raw, options)))
          .catch(() => hub.send(socket, { type: 'refused', message: NOT_SENT }));
      });
      await hub.addAgent(socket, staff.id);
      hub.send(socket, { type: 'conversations', conversations: await hub.liveList() });
    },
  });

  app.get(
    opsPaths.chatAgents,
    { schema: { response: { 200: chatAgentsResponse, ...opsRefusals(401) } } },
    async () => ({
      agents: await chat.presence.agents(),
    }),
  );
  app.get(
    opsPaths.chatsResolved,
    {
      schema: {
        querystring: z.object({
          q: z.string().trim().max(100).default(''),
          before: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: resolvedChatsResponse, ...opsRefusals(400, 401) },
      },
    },
    async (request) => chat.transcripts.resolved(request.query.q, request.query.before),
  );
  app.get(
    opsPaths.chatTranscript,
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: chatTranscriptResponse, ...opsRefusals(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const conversation = await chat.conversation(request.params.id);
      if (!conversation) return reply.status(404).send(refusal('NOT_FOUND', 'No such chat.'));
      const messages = await chat.transcripts.transcript(conversation.id);
      return {
        id: conversation.id,
        customerName: conversation.customerName,
        reason: conversation.statusReason,
        messages: messages.map(messageView),
      };
    },
  );
};

/** One message from an agent's socket; one that does not parse is answered with an error frame. */
async function agentFrame(socket: WebSocket, staff: StaffMember, raw: unknown, options: StaffChatOptions) {
  const { chat, hub, db, clock } = options;
  const read = readFrame(agentSays, raw);
  if (!read.ok) return hub.send(socket, { type: 'error', message: read.error });
  const message = read.frame;
  const id = message.conversationId;
  const audited = (action: string, detail: Record<string, unknown> = {}) =>
    audit(db, staff, { action, subject: `chat ${id}`, detail }, clock());
  if (
    ['message', 'transfer', 'close', 'snooze'].includes(message.type) &&
    ownedByAnother(await chat.conversation(id), staff)
  )
    return hub.send(socket, { type: 'refused', message: OWNED_BY_ANOTHER });
  switch (message.type) {
    case 'history': {
      const page = await chat.history(id, message.before ? { before: message.before } : {});
      hub.send(socket, { type: 'history', conversationId: id, older: !!message.before, ...page });
      if (!message.before) hub.seen(id, page.messages.at(-1)?.id ?? 0);
      return;
    }
    case 'message':
      return chat.agentSays(id, staff, message.body);
    case 'note':
      return chat.privateNote(id, staff, message.body);
    case 'typing':
      return hub.typing(id, staff);
    case 'take':
      if (await chat.take(id, staff, message.takeOver))
        await audited(message.takeOver ? 'Chat taken over' : 'Chat taken');
      return;
    case 'transfer': {
      const to = message.to === null ? null : (await chat.presence.agents()).find((a) => a.id === message.to);
      if (to === undefined)
        return hub.send(socket, { type: 'refused', message: 'That agent is not signed in now.' });
      if (await chat.transfer(id, staff, to)) await audited('Chat transferred', { to: to?.name ?? 'queue' });
      return;
    }
    case 'close':
      if (await chat.resolve(id, 'agent')) await audited('Chat closed');
      return;
    case 'snooze':
      if (await chat.snooze(id, message.until === null ? null : new Date(message.until)))
        await audited(message.until === null ? 'Chat woken' : 'Chat snoozed', { until: message.until });
      return;
  }
}
