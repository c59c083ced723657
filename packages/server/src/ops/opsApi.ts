import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services.ts';
import { paymentChatRoutes } from './paymentChatRoutes.ts';
import { auditRoutes } from './routes/audit.ts';
import { documentRoutes } from './routes/documents.ts';
import { emailRoutes, policyRoutes } from './routes/policies.ts';
import { queueRoutes } from './routes/queue.ts';
import { requestRoutes } from './routes/requests.ts';
import { sessionRoutes } from './routes/session.ts';
import { staffAuthPlugin } from './staffAuthPlugin.ts';
import { staffChatRoutes } from './staffChatRoutes.ts';

/**
 * The operations console's API under /ops-api (issue 13): staff-auth first (session cookie, CSRF,
 * sign-in check, supervisor guard), then one plugin per area, each with the services it uses.
 */
export const opsApi: FastifyPluginAsyncZod<{ services: Services; secret: string }> = async (
  app,
  { services: s, secret },
) => {
  await app.register(staffAuthPlugin, { auth: s.staffAuth, secret });
  await app.register(sessionRoutes, { auth: s.staffAuth });
  await app.register(queueRoutes, { db: s.db, clock: s.clock });
  await app.register(requestRoutes, { requests: s.requestActions });
  await app.register(documentRoutes, { db: s.db, files: s.files, clock: s.clock });
  await app.register(policyRoutes, { db: s.db, clock: s.clock });
  await app.register(emailRoutes, { db: s.db, clock: s.clock });
  await app.register(auditRoutes, { db: s.db });
  await app.register(staffChatRoutes, { db: s.db, chat: s.chat, hub: s.hub, clock: s.clock });
  await app.register(paymentChatRoutes, { paymentChats: s.paymentChats });
};
