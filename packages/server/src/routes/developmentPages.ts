import type { FastifyInstance } from 'fastify';
import { type Config, developmentPagesMounted } from '../config.ts';
import { sandboxGatewayRoutes } from '../payments/sandboxGatewayRoutes.ts';
import { allowSameOriginFraming } from '../plugins/security.ts';
import { secureFormRoutes } from '../securePayment/secureFormRoutes.ts';
import type { Services } from '../services.ts';
import { devMailboxRoutes } from './devMailbox.ts';

/**
 * Pages that stand in for outside systems in development: the sandbox acquirer and the secure
 * card form (framed by the portal, so same-origin framing), and the mailbox of sent emails.
 */
export async function developmentPages(
  app: FastifyInstance,
  { config, services }: { config: Config; services: Services },
): Promise<void> {
  if (!developmentPagesMounted(config)) return;
  await app.register(async (framed) => {
    allowSameOriginFraming(framed);
    await framed.register(sandboxGatewayRoutes, { gateway: services.gatewayFor(config.BRAND) });
    await framed.register(secureFormRoutes, { forms: services.secureForms });
  });
  // The mailbox lists every quote's one-time link: development only, whatever the transport.
  if (!config.SMTP_URL) await app.register(devMailboxRoutes, { db: services.db });
}
