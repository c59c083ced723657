import { EMAIL_CHECK_PATH, emailCheckRequest, emailCheckResponse } from '@portal/domain/api/notification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EmailVerifier } from '../notification/emailVerifier.ts';

/** POST notification/validate `{ email }` → `{ emailExists }`, rate limited like the other lookups. */
export async function notificationRoutes(
  app: FastifyInstance,
  options: { verify: EmailVerifier; rateLimitMax: number },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/${EMAIL_CHECK_PATH}`,
    {
      config: { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } },
      schema: { body: emailCheckRequest, response: { 200: emailCheckResponse } },
    },
    async (request) => ({ emailExists: await options.verify(request.body.email) }),
  );
}
