import { AUTH_HEADER } from '@portal/domain/api/paths';
import { apiError } from '@portal/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionService } from '../sessions/sessionService.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes reachable before a session exists (metadata, initialise). */
    public?: boolean;
  }
}

export const authToken = (request: FastifyRequest): string | undefined => {
  const value = request.headers[AUTH_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : undefined;
};

/** Every API call needs a live session token, except the routes marked public. */
export function requireSession(app: FastifyInstance, sessions: SessionService): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public) return;
    const token = authToken(request);
    if (!token || !(await sessions.touch(token))) return reply.status(401).send(apiError('UNAUTHORISED'));
  });
}
