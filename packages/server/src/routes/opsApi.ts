import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCannedReplies } from '../ops/chat/cannedReplies.ts';
import { cannedReplyRoutes } from '../ops/chat/cannedReplyRoutes.ts';
import { chatContextRoute } from '../ops/chat/chatContextRoute.ts';
import { paymentChatRoutes } from '../ops/paymentChatRoutes.ts';
import { auditRoutes } from '../ops/routes/audit.ts';
import { customerAnswerRoutes } from '../ops/routes/customerAnswer.ts';
import { dashboardRoutes } from '../ops/routes/dashboard.ts';
import { documentRoutes } from '../ops/routes/documents.ts';
import { emailRoutes, policyRoutes } from '../ops/routes/policies.ts';
import { policyDocumentRoutes } from '../ops/routes/policyDocuments.ts';
import { queueRoutes } from '../ops/routes/queue.ts';
import { requestRoutes } from '../ops/routes/requests.ts';
import { sessionRoutes } from '../ops/routes/session.ts';
import { staffAuthPlugin } from '../ops/staffAuthPlugin.ts';
import { staffChatRoutes } from '../ops/staffChatRoutes.ts';
import type { Services } from '../services.ts';

/**
 * The operations console's API under /ops-api: staff-auth first (session cookie, CSRF,
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
  await app.register(customerAnswerRoutes, { db: s.db });
  await app.register(policyDocumentRoutes, { db: s.db, documents: s.documents, clock: s.clock });
  await app.register(auditRoutes, { db: s.db });
  await app.register(dashboardRoutes, { db: s.db, clock: s.clock });
  await app.register(staffChatRoutes, { db: s.db, chat: s.chat, hub: s.hub, clock: s.clock });
  await app.register(paymentChatRoutes, { paymentChats: s.paymentChats });
  await app.register(chatContextRoute, { db: s.db });
  await app.register(cannedReplyRoutes, { replies: createCannedReplies(s.db, s.clock) });
};
