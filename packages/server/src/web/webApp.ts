import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import type { FastifyInstance } from 'fastify';
import { fileHeadersOnly, outsideRateLimit, staticCacheHeaders } from '../plugins/security.ts';
import { appShellRoutes } from './appShell.ts';
import type { FirstScreenOptions } from './firstScreen.ts';
import { loadOpsConsole, type OpsConsoleOptions } from './opsConsole.ts';

/** The built web app, when there is one: the customer pages by path, and the console as a page of its own. */
export async function webAppFiles(
  app: FastifyInstance,
  options: {
    root: string;
    defaultBrand: DeploymentBrand;
    tokenRateLimitMax: number;
    firstScreen?: FirstScreenOptions;
    /** Draws the console's first screen for whoever is signed in; without it ops.html is sent as is. */
    opsConsole?: OpsConsoleOptions;
  },
): Promise<void> {
  if (!existsSync(options.root)) return;
  // Pages drawn per request are compressed as they are sent; API answers are small and stay plain.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  outsideRateLimit(app);
  // Built files have their content's hash in their names: a browser keeps them a year. The build
  // compressed each once, at brotli's best (vite.config.ts): none is compressed per request.
  await app.register(async (files) => {
    fileHeadersOnly(files);
    await files.register(fastifyStatic, {
      root: join(options.root, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      cacheControl: false,
      setHeaders: staticCacheHeaders,
    });
  });
  // The console is a page of its own (ops.html): nothing of it is in the customer's first load.
  // Pages, not API operations, so the API document leaves them out.
  const page = { schema: { hide: true } };
  app.get('/ops', page, (_request, reply) => reply.redirect('/ops/'));
  // A build without the console's page (a test's small dist) answers /ops/ as a missing file.
  const consolePage =
    options.opsConsole && existsSync(join(options.root, 'ops.html'))
      ? loadOpsConsole(options.root, options.opsConsole)
      : null;
  app.get('/ops/', page, (request, reply) =>
    consolePage ? consolePage(request, reply) : reply.sendFile('ops.html', options.root),
  );
  // Every other path is a customer page: the app's HTML, after the entry guards.
  await app.register(appShellRoutes, {
    webDist: options.root,
    defaultBrand: options.defaultBrand,
    tokenRateLimitMax: options.tokenRateLimitMax,
    ...(options.firstScreen ? { firstScreen: options.firstScreen } : {}),
  });
}
