import { LogController } from 'fastify';

/**
 * Fastify's own request logging writes two info lines per request ("incoming request",
 * "request completed"); at the default level that was a pair of synchronous stdout writes on
 * every call of every hot path. Here a request is logged once, when answered: at error when it
 * failed (an error or a 5xx), at debug otherwise (`LOG_LEVEL=debug` brings the access log back).
 * Fastify's other log lines (error handler, 404s, stream errors) keep their defaults.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: Parameters<LogController['requestCompleted']>[1],
    reply: Parameters<LogController['requestCompleted']>[2],
  ): void {
    if (error || reply.statusCode >= 500)
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request failed');
    else reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
