import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import { DEPLOYMENT_BRANDS } from '@portal/domain/brands/brand';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChatHub } from '../chat/chatHub.ts';
import type { ChatService } from '../chat/chatService.ts';
import type { Db } from '../db/database.ts';
import type { FileStore } from '../files/fileStore.ts';
import type { BrandUrl } from '../quotes/quoteService.ts';
import type { SecureForms } from '../securePayment/secureForms.ts';
import { readAudit, type StaffMember } from './audit.ts';
import { documentForStaff } from './documents.ts';
import { createHandling, type HandlingResult } from './handling.ts';
import { paymentChatRoutes } from './paymentChatRoutes.ts';
import { policyActivity, resendEmail } from './policyActivity.ts';
import { findQueued, listQueue, QUEUE_STATUSES } from './queue.ts';
import { createReferralPricing } from './referralPricing.ts';
import { requestDetail } from './requestDetail.ts';
import { SIGN_IN_MESSAGES, type StaffAuth } from './staffAuth.ts';
import { staffChatRoutes } from './staffChatRoutes.ts';
import { clearStaffCookie, cookieOptions, OPS_API, STAFF_COOKIE, setStaffCookie } from './staffCookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffMember;
  }
}

export interface OpsOptions {
  chat: ChatService;
  hub: ChatHub;
  db: Db;
  clock: () => Date;
  auth: StaffAuth;
  files: FileStore;
  brandUrl: BrandUrl;
  forms: SecureForms;
}

const staffOf = (request: FastifyRequest): StaffMember => {
  if (!request.staff) throw new Error('staffOf called before the sign-in check');
  return request.staff;
};

const reference = z.object({ reference: z.string().regex(/^REQ-[0-9A-F]{10}$/) });
const message = (text: string) => ({ message: text });
/** Refusals keep the portal's error envelope `{ errorCode, message }`; the message is for staff to read. */
const refusal = (errorCode: string, text: string) => ({ errorCode, message: text });
/** Whole pounds and pence typed by a supervisor, e.g. 112.50 or -40. */
const pounds = z.coerce
  .number()
  .min(-100_000)
  .max(100_000)
  .transform((value) => Math.round(value * 100));

/**
 * The operations console's API under /ops-api: staff sign in with a password and carry an
 * HttpOnly session cookie; every state-changing call also needs the CSRF token from GET /csrf.
 */
export async function opsRoutes(app: FastifyInstance, options: OpsOptions): Promise<void> {
  const { db, auth, clock } = options;
  await app.register(cookie);
  await app.register(csrf, { cookieOpts: { path: OPS_API, sameSite: 'strict', httpOnly: true } });
  // Console answers are `{ message }` for a person to read; CSRF refusals keep their 403.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code?.startsWith('FST_CSRF_'))
      return reply
        .status(403)
        .send(refusal('FORBIDDEN', 'This page is out of date. Reload it and try again.'));
    if (hasZodFastifySchemaValidationErrors(error))
      return reply
        .status(400)
        .send(
          refusal('VALIDATION_ERROR', error.validation[0]?.message ?? 'Check your answer and try again.'),
        );
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send(refusal('RATE_LIMITED', 'Too many tries. Wait a minute and try again.'));
    if (status >= 400 && status < 500)
      return reply.status(400).send(refusal('VALIDATION_ERROR', error.message));
    request.log.error({ err: error }, 'unhandled error in the operations console');
    return reply.status(500).send(refusal('SERVER_ERROR', 'Something went wrong. Try again.'));
  });
  const handling = createHandling(db, clock);
  const priceReferral = createReferralPricing(db, clock, options.brandUrl);
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Every call that changes something carries the CSRF token (sign-in too, against login CSRF);
  // a wrong or missing one is answered 403 here and the chain stops.
  api.addHook('onRequest', (request, reply, done) => {
    // The console's answers are for one signed-in person: never cached.
    void reply.header('cache-control', 'no-store');
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    app.csrfProtection(request, reply, done);
  });
  api.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public) return;
    const staff = await auth.staffOf(request.cookies[STAFF_COOKIE]);
    if (!staff) return reply.status(401).send(refusal('UNAUTHORISED', 'Please sign in.'));
    request.staff = staff;
  });
  const supervisorOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (staffOf(request).role !== 'supervisor')
      return reply.status(403).send(refusal('FORBIDDEN', 'Only a supervisor can do this.'));
  };
  const answer = (reply: FastifyReply, result: HandlingResult) =>
    result.ok
      ? reply.status(200).send(message(result.message))
      : reply
          .status(result.status)
          .send(refusal(result.status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR', result.message));

  api.get('/csrf', { config: { public: true } }, async (request, reply) => ({
    csrfToken: reply.generateCsrf(cookieOptions(request)),
  }));

  api.post(
    '/sign-in',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: z.object({ email: z.string().max(200), password: z.string().max(200) }) },
    },
    async (request, reply) => {
      const result = await auth.signIn(request.body.email, request.body.password);
      if (!result.ok) return reply.status(401).send(refusal('UNAUTHORISED', SIGN_IN_MESSAGES[result.reason]));
      setStaffCookie(request, reply, result.token, result.expiresAt);
      return { staff: result.staff };
    },
  );

  api.post('/sign-out', async (request, reply) => {
    await auth.signOut(request.cookies[STAFF_COOKIE] ?? '', staffOf(request));
    clearStaffCookie(request, reply);
    return reply.status(204).send();
  });

  api.get('/me', async (request) => ({ staff: staffOf(request) }));

  api.get(
    '/queue',
    {
      schema: {
        querystring: z.object({
          status: z
            .enum(QUEUE_STATUSES)
            .optional()
            .or(z.literal('').transform(() => undefined)),
          brand: z
            .enum(DEPLOYMENT_BRANDS)
            .optional()
            .or(z.literal('').transform(() => undefined)),
          form: z.string().max(40).optional(),
          policyNumber: z.string().max(20).optional(),
        }),
      },
    },
    async (request) => ({ requests: await listQueue(db, request.query) }),
  );

  api.get('/requests/:reference', { schema: { params: reference } }, async (request, reply) => {
    const found = await findQueued(db, request.params.reference);
    if (!found) return reply.status(404).send(refusal('NOT_FOUND', 'No request has this reference.'));
    return requestDetail(db, found);
  });

  const onRequest =
    (
      act: (
        found: NonNullable<Awaited<ReturnType<typeof findQueued>>>,
        staff: StaffMember,
        body: never,
      ) => Promise<HandlingResult>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const found = await findQueued(db, (request.params as { reference: string }).reference);
      if (!found) return reply.status(404).send(refusal('NOT_FOUND', 'No request has this reference.'));
      return answer(reply, await act(found, staffOf(request), request.body as never));
    };

  api.post(
    '/requests/:reference/take',
    { schema: { params: reference } },
    onRequest((found, staff) => handling.take(found, staff)),
  );
  api.post(
    '/requests/:reference/apply',
    { schema: { params: reference } },
    onRequest((found, staff) => handling.apply(found, staff)),
  );
  api.post(
    '/requests/:reference/reject',
    {
      schema: {
        params: reference,
        body: z.object({ reason: z.string().trim().min(5, 'Give the customer a reason').max(1000) }),
      },
    },
    onRequest((found, staff, body: { reason: string }) => handling.reject(found, staff, body.reason)),
  );
  api.post(
    '/requests/:reference/done',
    {
      schema: {
        params: reference,
        body: z.object({ note: z.string().trim().min(2, 'Write a note').max(1000) }),
      },
    },
    onRequest((found, staff, body: { note: string }) => handling.done(found, staff, body.note)),
  );
  api.post(
    '/requests/:reference/price',
    {
      preHandler: supervisorOnly,
      schema: { params: reference, body: z.object({ premiumChange: pounds, newAnnualPremium: pounds }) },
    },
    onRequest((found, staff, body: { premiumChange: number; newAnnualPremium: number }) =>
      priceReferral(found, staff, {
        totalPremiumChangePence: body.premiumChange,
        newAnnualPremiumPence: body.newAnnualPremium,
      }),
    ),
  );

  api.get(
    '/documents/:id',
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const document = await documentForStaff(
        db,
        options.files,
        request.params.id,
        staffOf(request),
        clock(),
      );
      if (!document) return reply.status(404).send(refusal('NOT_FOUND', 'No document has this number.'));
      return reply
        .header('content-type', document.contentType)
        .header('content-disposition', `attachment; filename="${document.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(document.bytes));
    },
  );

  api.get(
    '/policies/:policyNumber',
    { schema: { params: z.object({ policyNumber: z.string().regex(/^\d{8,10}$/) }) } },
    async (request, reply) => {
      const activity = await policyActivity(db, request.params.policyNumber);
      if (!activity) return reply.status(404).send(refusal('NOT_FOUND', 'No policy has this number.'));
      return activity;
    },
  );

  api.post(
    '/emails/:id/resend',
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const sent = await resendEmail(db, request.params.id, staffOf(request), clock());
      if (!sent) return reply.status(404).send(refusal('NOT_FOUND', 'No email has this number.'));
      return message('The email is queued to be sent again.');
    },
  );

  staffChatRoutes(app, { db, chat: options.chat, hub: options.hub, clock, staffOf });
  paymentChatRoutes(app, { db, chat: options.chat, forms: options.forms, clock, staffOf });

  api.get('/audit', { preHandler: supervisorOnly }, async () => ({
    entries: (await readAudit(db)).map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  }));
}
