import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hmacSha256 } from '../crypto/sha256.ts';
import { databaseUnreachable } from '../db/databaseUnreachable.ts';
import type { StaffMember } from './audit.ts';
import type { StaffAuth } from './staffAuth.ts';
import { OPS_API, STAFF_COOKIE } from './staffCookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffMember;
  }
  interface FastifyInstance {
    /** A preHandler that lets only supervisors through (the staff-auth plugin's guard). */
    supervisorOnly: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

export interface StaffAuthOptions {
  auth: StaffAuth;
  /** A private server secret (GATEWAY_SECRET), from which the key that binds CSRF tokens is derived. */
  secret: string;
}

/** What a CSRF token is bound to: the staff session's cookie, or none yet (never empty: the library refuses that). */
export const csrfUserInfo = (sessionCookie: string | undefined) => `staff-session:${sessionCookie ?? ''}`;

/** The signed-in staff member; the staff-auth hook has refused anyone else before a handler runs. */
export const staffOf = (request: FastifyRequest): StaffMember => {
  if (!request.staff) throw new Error('staffOf called before the sign-in check');
  return request.staff;
};

/** Refusals keep the portal's error envelope `{ errorCode, message }`; the message is for staff to read. */
export const refusal = (errorCode: string, message: string) => ({ errorCode, message });

/**
 * staff-auth: the console's session cookie, CSRF tokens bound to that session, its error answers,
 * the sign-in check on every route not marked public, and the supervisor guard. Registered
 * without encapsulation, so it guards every area plugin of the console beside it.
 */
async function staffAuth(app: FastifyInstance, options: StaffAuthOptions): Promise<void> {
  await app.register(cookie);
  // A token is bound to the staff session it was issued with (its cookie's value, hashed into the
  // token): an attacker's own token and secret cookie, tossed beside a victim's session, fail.
  await app.register(csrf, {
    cookieOpts: { path: OPS_API, sameSite: 'strict', httpOnly: true },
    getUserInfo: (request: FastifyRequest) => csrfUserInfo(request.cookies[STAFF_COOKIE]),
    csrfOpts: { hmacKey: Buffer.from(hmacSha256(options.secret, 'ops-csrf'), 'hex') },
  });
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
    // As on the customer side: a database restarting is a moment's wait, not a broken console.
    if (databaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(refusal('CONNECTION_ERROR', 'The service is busy for a moment. Try again in a few seconds.'));
    }
    request.log.error({ err: error }, 'unhandled error in the operations console');
    return reply.status(500).send(refusal('SERVER_ERROR', 'Something went wrong. Try again.'));
  });

  // Every call that changes something carries the CSRF token (sign-in too, against login CSRF);
  // a wrong or missing one is answered 403 here and the chain stops.
  app.addHook('onRequest', (request, reply, done) => {
    // The console's answers are for one signed-in person: never cached.
    void reply.header('cache-control', 'no-store');
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    app.csrfProtection(request, reply, done);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public) return;
    const staff = await options.auth.staffOf(request.cookies[STAFF_COOKIE]);
    if (!staff) return reply.status(401).send(refusal('UNAUTHORISED', 'Please sign in.'));
    request.staff = staff;
  });
  app.decorate('supervisorOnly', async (request: FastifyRequest, reply: FastifyReply) => {
    if (staffOf(request).role !== 'supervisor')
      return reply.status(403).send(refusal('FORBIDDEN', 'Only a supervisor can do this.'));
  });
}

export const staffAuthPlugin = fp(staffAuth, { name: 'staff-auth' });
