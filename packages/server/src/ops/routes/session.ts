import { opsPaths } from '@portal/domain/api/opsPaths';
import {
  opsCsrfResponse,
  opsMeResponse,
  opsRefusals,
  opsSignInResponse,
} from '@portal/domain/api/opsResponses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGN_IN_MESSAGES, type StaffAuth } from '../staffAuth.ts';
import { csrfUserInfo, refusal, staffOf } from '../staffAuthPlugin.ts';
import { clearStaffCookie, cookieOptions, STAFF_COOKIE, setStaffCookie } from '../staffCookie.ts';

/** ops/session: the CSRF token, sign-in and sign-out, and who is signed in. */
export const sessionRoutes: FastifyPluginAsyncZod<{ auth: StaffAuth }> = async (app, { auth }) => {
  app.get(
    opsPaths.csrf,
    { config: { public: true }, schema: { response: { 200: opsCsrfResponse } } },
    async (request, reply) => ({
      csrfToken: reply.generateCsrf({
        ...cookieOptions(request),
        userInfo: csrfUserInfo(request.cookies[STAFF_COOKIE]),
      }),
    }),
  );

  app.post(
    opsPaths.signIn,
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        body: z.object({ email: z.string().max(200), password: z.string().max(200) }),
        response: { 200: opsSignInResponse, ...opsRefusals(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const result = await auth.signIn(request.body.email, request.body.password);
      if (!result.ok) return reply.status(401).send(refusal('UNAUTHORISED', SIGN_IN_MESSAGES[result.reason]));
      setStaffCookie(request, reply, result.token, result.expiresAt);
      // Tokens are bound to the session: the one sent here (from before it) is no use after it.
      const csrfToken = reply.generateCsrf({
        ...cookieOptions(request),
        userInfo: csrfUserInfo(result.token),
      });
      return { staff: result.staff, csrfToken };
    },
  );

  app.post(
    opsPaths.signOut,
    { schema: { response: { 204: z.null().describe('Signed out'), ...opsRefusals(401, 403) } } },
    async (request, reply) => {
      await auth.signOut(request.cookies[STAFF_COOKIE] ?? '', staffOf(request));
      clearStaffCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    opsPaths.me,
    { schema: { response: { 200: opsMeResponse, ...opsRefusals(401) } } },
    async (request) => ({
      staff: staffOf(request),
    }),
  );
};
