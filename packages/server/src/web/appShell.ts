import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cspHash } from '../crypto/sha256.ts';
import { hostBrand } from '../plugins/auth.ts';
import { firstRequestGuard } from './firstRequestGuard.ts';
import { type FirstScreenOptions, loadFirstScreen } from './firstScreen.ts';
import { LATE_LOADER } from './lateScripts.ts';

/**
 * The customer app's page for every customer path (`/cov/request/triage?product=PCW`): page
 * addresses are paths, so each one is answered with the app's HTML after the entry guards have
 * run on it (an HTTP redirect when they send the customer elsewhere).
 *
 * index.html holds one inline script, the forwarder of the spec's hash URLs (`/#/x` → `/x`),
 * which must run before anything else loads. The CSP allows exactly the inline scripts of the
 * built page by their hashes, worked out from the file itself, on this page only.
 */

/** Paths the server owns (APIs, files, development pages): never the app's page. */
const SERVER_PATHS = /^\/(mta-api|ops-api|chat-api|assets|dev|sandbox-gateway|secure-form|ops)(\/|$)/;

/** An emailed link's token is in these paths: never cached, never logged. */
const TOKEN_PATH = /^\/[^/]+\/accept\/verification\//;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => cspHash(body ?? ''));
}

/** The path with an emailed link's token replaced, for logs. */
export const redactedUrl = (url: string) => url.replace(/(\/accept\/verification\/)[^/?#]+/, '$1[token]');

export async function appShellRoutes(
  app: FastifyInstance,
  options: {
    webDist: string;
    defaultBrand: DeploymentBrand;
    /** Tries a minute at an emailed link's page, as at the API's token checks. */
    tokenRateLimitMax: number;
    firstScreen?: FirstScreenOptions;
  },
): Promise<void> {
  const html = readFileSync(join(options.webDist, 'index.html'), 'utf8');
  const drawFirstScreen = options.firstScreen
    ? await loadFirstScreen(options.webDist, html, options.firstScreen)
    : null;
  const shellScripts = ["'self'", ...inlineScriptHashes(html)].join(' ');
  // A drawn page also carries the loader it asks for its scripts with (lateScripts.ts).
  const drawnScripts = ["'self'", ...inlineScriptHashes(`${html}<script>${LATE_LOADER}</script>`)].join(' ');
  /** The app's page alone gets its inline scripts allowed; a 404 from here keeps the strict policy. */
  const allowInlineScripts = (reply: FastifyReply, styleHash?: string) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp !== 'string') return;
    const scripts = csp.replace("script-src 'self'", `script-src ${styleHash ? drawnScripts : shellScripts}`);
    // A drawn page carries its brand's colours in one inline style element, allowed by its hash.
    reply.header(
      'content-security-policy',
      styleHash ? scripts.replace("style-src 'self'", `style-src 'self' ${styleHash}`) : scripts,
    );
  };

  /** The first screen drawn here; a page that fails to draw is left to the browser, as before. */
  const drawPage = async (request: FastifyRequest, url: URL) => {
    if (!drawFirstScreen) return null;
    const here = new URL(
      `${url.pathname}${url.search}`,
      `${request.protocol}://${request.headers.host ?? 'localhost'}`,
    );
    try {
      return await drawFirstScreen(here, hostBrand(request, options.defaultBrand));
    } catch (error) {
      request.log.error({ err: error }, 'the first screen could not be drawn on the server');
      return null;
    }
  };

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://portal');
    if (SERVER_PATHS.test(url.pathname)) return reply.callNotFound();
    const decision = firstRequestGuard(url, hostBrand(request, options.defaultBrand));
    if (decision.kind === 'redirect')
      return reply.header('cache-control', 'no-store').redirect(decision.location, 302);
    const cacheControl = TOKEN_PATH.test(url.pathname) ? 'no-store' : 'no-cache';
    const drawn = await drawPage(request, url);
    if (drawn?.kind === 'redirect')
      return reply.header('cache-control', 'no-store').redirect(drawn.location, 302);
    if (drawn?.kind === 'page') {
      allowInlineScripts(reply, drawn.styleHash);
      return reply
        .code(drawn.status)
        .header('cache-control', cacheControl)
        .type('text/html; charset=utf-8')
        .send(drawn.html);
    }
    allowInlineScripts(reply);
    return reply.header('cache-control', cacheControl).type('text/html; charset=utf-8').send(html);
  };
  // The emailed link's token stays out of the logs, whatever the level.
  const logSerializers = {
    req: (request: FastifyRequest) => ({ method: request.method, url: redactedUrl(request.url) }),
  };
  app.get('/', { logSerializers, schema: { hide: true } }, page);
  app.get('/*', { logSerializers, schema: { hide: true } }, page);
  // An emailed link's page opens its quote on the server: a token check, so it
  // is limited as the API's are (the app's other pages are not rate-limited, like its files).
  app.get(
    '/:form/accept/verification/*',
    {
      logSerializers,
      schema: { hide: true },
      config: {
        rateLimit: { max: options.tokenRateLimitMax, timeWindow: '1 minute', allowList: () => false },
      },
    },
    page,
  );
}
