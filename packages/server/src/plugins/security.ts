import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Security headers with a strict CSP (no inline script, no plugins, no framing) and a global rate limit. */
export async function registerSecurity(
  app: FastifyInstance,
  options: { rateLimitMax: number },
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
        frameAncestors: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // The 3-D Secure page frames our own sandbox gateway pages.
    frameguard: { action: 'sameorigin' },
  });
  await app.register(rateLimit, { max: options.rateLimitMax, timeWindow: '1 minute' });
}
