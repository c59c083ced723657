import { apiErrorResponse } from '@portal/domain/api/errorResponse';
import { INITIALISE_PATH, INITIALISE_PATHS } from '@portal/domain/api/initialisePaths';
import { apiPaths } from '@portal/domain/api/paths';
import { metadataResponse, serverTimeResponse } from '@portal/domain/api/session';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { apiError } from '@portal/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authToken, hostBrand } from '../plugins/auth.ts';
import type { SessionService } from '../sessions/sessionService.ts';

interface SessionRouteOptions {
  sessions: SessionService;
  defaultBrand: DeploymentBrand;
  sessionSeconds: number;
  clock: () => Date;
  /** The demonstration runs here: the browser shows the demo hub at `/`, not the brand's start page. */
  demo: boolean;
}

/** Initialisation: metadata, then the brand's initialise answering x-auth-token. */
export async function sessionRoutes(app: FastifyInstance, options: SessionRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    `/${apiPaths.metadata}`,
    { config: { public: true }, schema: { response: { 200: metadataResponse } } },
    async (request) => ({
      brand: hostBrand(request, options.defaultBrand),
      now: options.clock().toISOString(),
      sessionSeconds: options.sessionSeconds,
      demo: options.demo,
    }),
  );

  api.post(
    `/${apiPaths.initialize(':brandPath')}`,
    {
      config: { public: true },
      schema: {
        params: z.object({ brandPath: z.enum(INITIALISE_PATHS) }),
        response: {
          204: z.null().describe('Session started: the token is in the x-auth-token header'),
          403: apiErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const brand = hostBrand(request, options.defaultBrand);
      // Each host initialises its own brand only: a session is never begun for another brand.
      if (INITIALISE_PATH[brand] !== request.params.brandPath)
        return reply.status(403).send(apiError('BRAND_MISMATCH'));
      const token = await options.sessions.start(brand);
      void reply.header('x-auth-token', token).header('access-control-expose-headers', 'x-auth-token');
      return reply.status(204).send(null);
    },
  );

  api.post(
    `/${apiPaths.logout}`,
    { schema: { response: { 204: z.null().describe('Signed out') } } },
    async (request, reply) => {
      const token = authToken(request);
      if (token) await options.sessions.revoke(token);
      return reply.status(204).send(null);
    },
  );

  api.get(`/${apiPaths.serverTime}`, { schema: { response: { 200: serverTimeResponse } } }, async () => ({
    now: options.clock().toISOString(),
  }));
}
