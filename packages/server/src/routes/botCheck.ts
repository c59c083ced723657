import { apiPaths } from '@portal/domain/api/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BotCheck } from '../botCheck/botCheck.ts';

const challengeResponse = z.looseObject({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
  signature: z.string().optional(),
});

/**
 * GET botcheck/challenge: a signed proof-of-work challenge for the ALTCHA widget; POST
 * recaptcha/validate?gResponse= (the spec's call): whether a solved payload is good, without
 * spending it (the save spends it). Both rate limited like the other lookups.
 */
export async function botCheckRoutes(
  app: FastifyInstance,
  options: { botCheck: BotCheck; rateLimitMax: number },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${apiPaths.botCheckChallenge}`,
    {
      config: { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } },
      schema: {
        summary: 'A robot-check challenge (self-hosted ALTCHA proof of work)',
        response: { 200: challengeResponse },
      },
    },
    async () => {
      const { parameters, signature } = await options.botCheck.challenge();
      return { parameters: { ...parameters }, signature };
    },
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    `/${apiPaths.botCheckValidate}`,
    {
      config: { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } },
      schema: {
        summary: 'Whether a solved robot check is good (it is spent only by the save it comes with)',
        querystring: z.object({ gResponse: z.string().max(4096) }),
        response: { 200: z.object({ success: z.boolean() }) },
      },
    },
    async (request) => ({ success: await options.botCheck.solves(request.query.gResponse) }),
  );
}
