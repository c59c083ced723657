import { apiErrorResponse } from '@portal/domain/api/errorResponse';
import { apiPaths } from '@portal/domain/api/paths';
import { apiError } from '@portal/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { fraudStatus } from '../fraud/sandboxFraud.ts';

const body = z.object({ uuid: z.uuid() });
/** Both answer JSON text (a string), or the quote is unknown. */
const schema = {
  body,
  response: { 200: z.string().describe('JSON text'), 404: apiErrorResponse },
};

/**
 * fraud-check/url and fraud-check/status, against the sandbox fraud service.
 * The URL names the check for the page to hand on; the status is the verdict, as text.
 */
export async function fraudCheckRoutes(app: FastifyInstance, options: { db: Db; rateLimitMax: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } };
  api.post(`/${apiPaths.fraudCheckUrl}`, { config, schema }, async (request, reply) => {
    if (!(await fraudStatus(options.db, request.body.uuid)))
      return reply.status(404).send(apiError('QUOTE_NOT_EXISTS'));
    // The sandbox has no device-scoring page: the URL only names the check.
    return JSON.stringify(`urn:sandbox-fraud-check:${request.body.uuid}`);
  });
  api.post(`/${apiPaths.fraudCheckStatus}`, { config, schema }, async (request, reply) => {
    const status = await fraudStatus(options.db, request.body.uuid);
    if (!status) return reply.status(404).send(apiError('QUOTE_NOT_EXISTS'));
    // Text as a JSON string, like the URL: the portal's one API client reads JSON.
    return JSON.stringify(status);
  });
}
