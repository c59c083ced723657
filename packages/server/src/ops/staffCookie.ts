import { OPS_API_PREFIX } from '@portal/domain/api/opsPaths';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const STAFF_COOKIE = 'ops_session';
/** The console's API: cookies are scoped to it, so the customer's pages never carry them. */
export const OPS_API = OPS_API_PREFIX;

/** Secure everywhere but a developer's own machine, where the portal is served over plain HTTP. */
export const onLocalhost = (request: FastifyRequest) => {
  const host = request.hostname.split(':')[0] ?? '';
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';
};

/** HttpOnly (no script reads it), SameSite=Strict (no other site sends it), Secure off localhost. */
export const cookieOptions = (request: FastifyRequest) =>
  ({ path: OPS_API, httpOnly: true, sameSite: 'strict', secure: !onLocalhost(request) }) as const;

/**
 * The console's page, which the server draws for whoever is signed in (web/opsConsole.ts): the
 * session cookie goes there too (HttpOnly and SameSite=Strict alike), and nowhere else.
 */
export const OPS_PAGE = '/ops/';

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  void reply.setCookie(STAFF_COOKIE, token, { ...cookieOptions(request), expires });
  void reply.setCookie(STAFF_COOKIE, token, { ...cookieOptions(request), path: OPS_PAGE, expires });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(STAFF_COOKIE, cookieOptions(request));
  void reply.clearCookie(STAFF_COOKIE, { ...cookieOptions(request), path: OPS_PAGE });
}
