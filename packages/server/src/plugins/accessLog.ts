import type { FastifyInstance } from 'fastify';

/**
 * Fastify's built-in request logging writes two info lines per request ("incoming request",
 * "request completed"); at the default level that was a synchronous stdout write pair on every
 * call of every hot path. Requests are now logged once, when answered: server errors at error,
 * everything else at debug (`LOG_LEVEL=debug` brings the access log back). Build the app with
 * `disableRequestLogging: true` beside this.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 500)
      request.log.error({ res: reply, responseTime: reply.elapsedTime }, 'request failed');
    else
      request.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
