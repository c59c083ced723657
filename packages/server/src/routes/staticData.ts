import { PREPOP_HEADER } from '@portal/domain/api/paths';
import { staticDataResponse } from '@portal/domain/api/staticData';
import { CALL_NAME_LIST } from '@portal/domain/forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../plugins/auth.ts';
import type { createStaticDataService } from '../requests/staticDataService.ts';

/** GET {form}/data (and home-lapse/data), with optional prepopulation through x-mta-prepop-token. */
export async function staticDataRoutes(
  app: FastifyInstance,
  options: {
    staticData: ReturnType<typeof createStaticDataService>;
    rateLimitMax: number;
    tokenRateLimitMax: number;
  },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/:form/data',
    {
      // A prepopulation token is guessed like a quote link: calls carrying one get that limit.
      config: {
        rateLimit: {
          max: (request: FastifyRequest) =>
            request.headers[PREPOP_HEADER] ? options.tokenRateLimitMax : options.rateLimitMax,
          keyGenerator: (request: FastifyRequest) =>
            `${request.ip}:${request.headers[PREPOP_HEADER] ? 'prepop' : 'data'}`,
          timeWindow: '1 minute',
        },
      },
      schema: {
        // Every name a form is called by (its code, Greenflag's gcoa, home-lapse, the edocs names…).
        params: z.object({ form: z.enum(CALL_NAME_LIST) }),
        headers: z.object({ [PREPOP_HEADER]: z.string().max(128).optional() }),
        response: { 200: staticDataResponse },
      },
    },
    async (request) => options.staticData.forForm(request.headers[PREPOP_HEADER], sessionOf(request).brand),
  );
}
