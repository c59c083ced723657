import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { type Config, trustProxyOption } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AccessLog } from './accessLog.ts';
import { refuseControlCharacters } from './controlCharacters.ts';
import { registerDocs } from './docs.ts';
import { frameworkErrors, registerErrorHandling } from './errorHandler.ts';
import { registerJsonBodyParser } from './jsonBody.ts';
import { registerMetrics } from './metrics.ts';
import { operatorsOnly } from './operatorAccess.ts';
import { redisNamespace } from './redisNamespace.ts';
import { requestIdGenerator } from './requestId.ts';
import { registerSecurity } from './security.ts';

/** Fastify's own options: logging, request ids, proxies, body size and the deadlines. */
export const serverOptions = (
  config: Config,
  logger?: FastifyServerOptions['logger'],
): FastifyServerOptions => ({
  logger: logger ?? { level: config.LOG_LEVEL, redact: ['req.headers["x-auth-token"]'] },
  // One log line per request, at debug unless it failed.
  logController: new AccessLog(),
  genReqId: requestIdGenerator(config),
  // Read only through genReqId, which checks it; Fastify would otherwise take any value.
  requestIdHeader: false,
  trustProxy: trustProxyOption(config),
  bodyLimit: 256 * 1024,
  // Slow clients trickling bytes must not hold connections: the whole request has a deadline.
  requestTimeout: config.REQUEST_TIMEOUT_MS,
  connectionTimeout: config.REQUEST_TIMEOUT_MS * 2,
  keepAliveTimeout: 5_000,
  frameworkErrors,
});

/**
 * The app-wide plugins, before any area's: zod schemas, request ids on every answer, errors,
 * JSON bodies, control characters refused at the edge, metrics, security headers and rate
 * limit (shared through Redis when there is one), and the API docs.
 */
export async function registerAppWide(
  app: FastifyInstance,
  config: Config,
  database: Database,
  clock: () => Date,
) {
  app.server.headersTimeout = config.HEADERS_TIMEOUT_MS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  refuseControlCharacters(app);
  const metrics = registerMetrics(app, database.db, clock);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    // ioredis reconnects by itself; a lost connection is logged (and /health tells of chat), not thrown.
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  const shared = redis && { redis, namespace: redisNamespace(config) };
  await registerSecurity(app, { rateLimitMax: config.RATE_LIMIT_MAX, shared });
  const operators = operatorsOnly(config);
  await registerDocs(app, operators);
  return { metrics, shared, operators };
}
