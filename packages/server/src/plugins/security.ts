import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Security headers with a strict CSP (no inline script, no plugins, no framing) and a global rate
 * limit, kept in Redis when one is given (route limits share that store).
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { rateLimitMax: number; redis?: Redis },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: 'deny' },
  });
  // With Redis every instance counts into one store, so N instances do not give a guesser N times the tries.
  await app.register(rateLimit, {
    max: options.rateLimitMax,
    timeWindow: '1 minute',
    ...(options.redis ? { redis: options.redis, nameSpace: 'portal-rate-limit:' } : {}),
  });
}

/**
 * For the few pages the portal itself frames (the sandbox gateway's 3-D Secure and device data
 * pages): call inside the plugin that registers them, so framing stays same-origin there and
 * refused everywhere else.
 */
export function allowSameOriginFraming(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header(
        'content-security-policy',
        csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      );
    reply.header('x-frame-options', 'SAMEORIGIN');
  });
}
