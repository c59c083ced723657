import type { FastifyInstance } from 'fastify';
import { type Config, developmentPagesMounted } from '../config.ts';
import { embeddedEmailVerifier } from '../notification/emailVerifier.ts';
import { requireSession } from '../plugins/auth.ts';
import { bindQuoteTokensToBrand } from '../plugins/quoteTokenBrand.ts';
import { saveOnce } from '../requests/saveOnce.ts';
import type { Services } from '../services.ts';
import { autoRenewalRoutes } from './autoRenewal.ts';
import { botCheckRoutes } from './botCheck.ts';
import { fraudCheckRoutes } from './fraudCheck.ts';
import { lookupRoutes } from './lookups.ts';
import { notificationRoutes } from './notification.ts';
import { paymentRoutes } from './payments.ts';
import { policyDocumentRoutes } from './policyDocuments.ts';
import { quoteDecisionRoutes } from './quoteDecisions.ts';
import { quoteVerificationRoutes } from './quoteVerification.ts';
import { saveRoutes } from './save.ts';
import { sessionRoutes } from './session.ts';
import { speikRoutes } from './speik.ts';
import { staticDataRoutes } from './staticData.ts';
import { triageRoutes } from './triage.ts';

/**
 * The customer's API under /mta-api/mta: every route needs the session (bar those marked public),
 * and each area's plugin gets only the services and limits it uses.
 */
export async function customerApi(
  api: FastifyInstance,
  { config, services }: { config: Config; services: Services },
): Promise<void> {
  const { db, clock } = services;
  const tokenLimit = config.TOKEN_RATE_LIMIT_MAX;
  const lookupLimit = config.LOOKUP_RATE_LIMIT_MAX;
  requireSession(api, services.sessions, config.BRAND);
  bindQuoteTokensToBrand(api, db, config.BRAND);
  await api.register(sessionRoutes, {
    sessions: services.sessions,
    clock,
    defaultBrand: config.BRAND,
    sessionSeconds: config.SESSION_SECONDS,
    demo: developmentPagesMounted(config),
  });
  await api.register(staticDataRoutes, {
    staticData: services.staticData,
    rateLimitMax: config.RATE_LIMIT_MAX,
    tokenRateLimitMax: tokenLimit,
  });
  await api.register(saveRoutes, {
    save: saveOnce(db, services.requests),
    botCheck: services.botCheck,
    uploadScan: services.uploadScan,
  });
  await api.register(botCheckRoutes, { botCheck: services.botCheck, rateLimitMax: lookupLimit });
  await api.register(notificationRoutes, { verify: embeddedEmailVerifier, rateLimitMax: lookupLimit });
  await api.register(quoteVerificationRoutes, {
    db,
    clock,
    rateLimitMax: tokenLimit,
    fraudCheck: config.FRAUD_CHECK === 'on',
  });
  await api.register(quoteDecisionRoutes, {
    db,
    clock,
    rateLimitMax: tokenLimit,
    brandUrl: services.brandUrl,
  });
  await api.register(policyDocumentRoutes, {
    db,
    documents: services.documents,
    clock,
    rateLimitMax: tokenLimit,
    defaultBrand: config.BRAND,
  });
  await api.register(autoRenewalRoutes, { db, clock, rateLimitMax: tokenLimit });
  await api.register(paymentRoutes, {
    payments: services.payments,
    defaultBrand: config.BRAND,
    rateLimitMax: tokenLimit,
  });
  await api.register(lookupRoutes, {
    providers: services.providers,
    rateLimit: { max: lookupLimit, timeWindow: '1 minute' },
  });
  await api.register(triageRoutes, { db });
  await api.register(fraudCheckRoutes, { db, rateLimitMax: tokenLimit });
  await api.register(speikRoutes, {
    db,
    clock,
    forms: services.secureForms,
    chat: services.chat,
    secret: config.GATEWAY_SECRET,
    securePayment: config.SECURE_PAYMENT,
    rateLimitMax: tokenLimit,
  });
}
