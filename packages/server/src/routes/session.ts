import { apiPaths } from '@portal/domain/api/paths';
import { metadataResponse, serverTimeResponse } from '@portal/domain/api/session';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { brandFromHost } from '@portal/domain/brands/registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authToken } from '../plugins/auth.ts';
import type { SessionService } from '../sessions/sessionService.ts';

interface SessionRouteOptions {
  sessions: SessionService;
  defaultBrand: DeploymentBrand;
  sessionSeconds: number;
  clock: () => Date;
}

const hostBrand = (host: string | undefined, fallback: DeploymentBrand) =>
  brandFromHost((host ?? '').split(':')[0] ?? '', fallback);

/** Initialisation (shell-and-routing.md §4): metadata, then the brand's initialise answering x-auth-token. */
export async function sessionRoutes(app: FastifyInstance, options: SessionRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    `/${apiPaths.metadata}`,
    { config: { public: true }, schema: { response: { 200: metadataResponse } } },
    async (request) => ({
      brand: hostBrand(request.headers.host, options.defaultBrand),
      now: options.clock().toISOString(),
      sessionSeconds: options.sessionSeconds,
    }),
  );

  api.post(
    `/${apiPaths.initialize(':brandPath')}`,
    {
      config: { public: true },
      schema: {
        params: z.object({
          brandPath: z.enum(['direct', 'privilege', 'product', 'nationwide-motor-amend', 'greenflag']),
        }),
      },
    },
    async (request, reply) => {
      const token = await options.sessions.start(hostBrand(request.headers.host, options.defaultBrand));
      void reply.header('x-auth-token', token).header('access-control-expose-headers', 'x-auth-token');
      return reply.status(204).send();
    },
  );

  api.post(`/${apiPaths.logout}`, async (request, reply) => {
    const token = authToken(request);
    if (token) await options.sessions.revoke(token);
    return reply.status(204).send();
  });

  api.get(`/${apiPaths.serverTime}`, { schema: { response: { 200: serverTimeResponse } } }, async () => ({
    now: options.clock().toISOString(),
  }));
}
