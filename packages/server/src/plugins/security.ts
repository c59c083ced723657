import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Redis } from 'ioredis';

/**
 * Security headers with a strict CSP (no inline script, no plugins, no framing) and a global rate
 * limit, kept in Redis when one is given (route limits share that store).
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { rateLimitMax: number; redis?: Redis },
): Promise<void> {
  const headers = securityHeaders();
  // The headers never vary by request, so they are worked out once at start-up: @fastify/helmet
  // built a new helmet middleware (parsing the CSP again) on every request, about 4% of the
  // server's CPU in the profile of a token-checked GET (bench/README.md).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // With Redis every instance counts into one store, so N instances do not give a guesser N times the tries.
  await app.register(rateLimit, {
    max: options.rateLimitMax,
    timeWindow: '1 minute',
    ...(options.redis ? { redis: options.redis, nameSpace: 'portal-rate-limit:' } : {}),
  });
}

const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
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
};

/** The headers helmet sets with these options, read once by running it against a recorder. */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
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
