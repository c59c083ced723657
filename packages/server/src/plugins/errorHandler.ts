import { apiError, ERROR_CODES } from '@portal/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnreachable } from '../db/databaseUnreachable.ts';

/**
 * One error handler: bad input gets a 400 with the fields and messages, unknown routes a 404,
 * a database that cannot be reached a retryable 503, and anything unexpected a bare 'Server
 * error' with the details left in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Field paths read like answer names: /answers/policyHolder.email → answers.policyHolder.email
      const fields = error.validation.map((issue) => ({
        field:
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          String(error.validationContext ?? 'body'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send(apiError('VALIDATION_ERROR', fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(apiError('RATE_LIMITED'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, a body too large, a wrong content type: the caller's input, never a 500.
      return reply
        .status(status === 413 ? 413 : 400)
        .send({ errorCode: 'VALIDATION_ERROR', message: error.message });
    }
    // The database is restarting or failing over: a bare 500 told the browser nothing. 503 with
    // CONNECTION_ERROR is what the pages already retry with the same key and show in place.
    if (databaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply.status(503).header('retry-after', '5').send(apiError('CONNECTION_ERROR'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ errorCode: 'SERVER_ERROR', message: ERROR_CODES.SERVER_ERROR });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(apiError('NOT_FOUND')));
}

/**
 * Errors the router raises before any route runs (a malformed URL escape, a path parameter over
 * Fastify's length limit): the caller's input, answered in the portal's envelope.
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).send(apiError('VALIDATION_ERROR'));
}
