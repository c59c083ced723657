import { apiPaths } from '@portal/domain/api/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BotCheck } from './botCheck.ts';

const challengeResponse = z.looseObject({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
  signature: z.string().optional(),
});

/** GET botcheck/challenge: a signed proof-of-work challenge for the ALTCHA widget, rate limited. */
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
}
