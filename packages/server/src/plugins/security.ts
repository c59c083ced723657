import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { SharedRedis } from './redisNamespace.ts';

/**
 * Security headers with a strict CSP (no inline script, no plugins, no framing) and a global rate
 * limit, kept in Redis when one is given (route limits share that store).
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { rateLimitMax: number; shared?: SharedRedis | undefined },
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
    // The app's own scripts and styles are not API calls: a quick browse must not spend the limit.
    allowList: (request) => staticFileRequests.has(request),
    ...(options.shared
      ? {
          redis: options.shared.redis,
          nameSpace: `${options.shared.namespace}:rate-limit:`,
          // Redis down must not take the portal down with it: while it is unreachable requests
          // pass uncounted (the outage is logged, and /health says chat is reconnecting).
          skipOnError: true,
        }
      : {}),
  });
}

/** Requests for the app's own files, marked by their scope's hook before the route's rate-limit hook runs. */
const staticFileRequests = new WeakSet<FastifyRequest>();

/** Call inside the plugin serving the app's static files: its requests are outside the rate limit. */
export function outsideRateLimit(scope: FastifyInstance): void {
  scope.addHook('onRequest', (request, _reply, done) => {
    staticFileRequests.add(request);
    done();
  });
}

/**
 * Headers only a document obeys: its content policy, framing, opener and origin cluster, the
 * referrer it sends, and older browsers' switches. On the app's built scripts and styles they do
 * nothing, and each file carried about 470 bytes of them, which a page's cold load paid some twenty
 * times (Lighthouse counts them in the JavaScript a page fetches). A file keeps what a subresource
 * does obey: nosniff, the cross-origin resource policy, and HSTS.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * What a file named after its content never needs: it is kept a year and never asked about again,
 * so the validators (etag, last-modified) are never used, nor a byte range of a file this small,
 * and its request id traces nothing worth a log line. About 150 bytes a file, some twenty a page.
 */
const NEVER_REVALIDATED_HEADERS = ['etag', 'last-modified', 'accept-ranges', 'x-request-id'] as const;

/** Call inside the plugin serving the app's built files (never pages): they go without the document-only headers. */
export function fileHeadersOnly(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply) => {
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    if (String(reply.getHeader('cache-control')).includes('immutable'))
      for (const name of NEVER_REVALIDATED_HEADERS) reply.removeHeader(name);
  });
}

/**
 * Vite names every built script and style after its content (`assets/<name>-<hash>.js`): such a
 * file never changes, so browsers keep it a year without asking; pages are checked every time.
 * The path is the file sent: the build's brotli or gzip copy (`….js.br`) when the browser takes it.
 */
export function staticCacheHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
  const hashed = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.br|\.gz)?$/.test(path);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
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
