import { AUTH_HEADER } from '@portal/domain/api/paths';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { brandFromHost } from '@portal/domain/brands/registry';
import { apiError } from '@portal/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PortalSession, SessionService } from '../sessions/sessionService.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes reachable before a session exists (metadata, initialise). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The caller's session; set on every route that is not public. */
    portalSession?: PortalSession;
  }
}

/** The brand is the host's (`greenflag.localhost` → GREENFLAG), never what a body or query says. */
export const hostBrand = (request: FastifyRequest, fallback: DeploymentBrand): DeploymentBrand =>
  brandFromHost(request.hostname.split(':')[0] ?? '', fallback);

/** The session of a non-public route (the hook below has already refused calls without one). */
export function sessionOf(request: FastifyRequest): PortalSession {
  if (!request.portalSession) throw new Error('sessionOf called on a public route');
  return request.portalSession;
}

export const authToken = (request: FastifyRequest): string | undefined => {
  const value = request.headers[AUTH_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : undefined;
};

/**
 * Every API call needs a live session token, except the routes marked public; and a session
 * begun on one brand's host does not work on another's.
 */
export function requireSession(
  app: FastifyInstance,
  sessions: SessionService,
  defaultBrand: DeploymentBrand,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public) return;
    const token = authToken(request);
    const session = token ? await sessions.touch(token) : undefined;
    if (!session || session.brand !== hostBrand(request, defaultBrand))
      return reply.status(401).send(apiError('UNAUTHORISED'));
    request.portalSession = session;
  });
}
