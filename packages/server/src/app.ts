import { existsSync } from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { API_PREFIX } from '@portal/domain/api/paths';
import { DEPLOYMENT_BRANDS, type DeploymentBrand } from '@portal/domain/brands/brand';
import { brandSettings } from '@portal/domain/brands/registry';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { createBotCheck } from './botCheck/botCheck.ts';
import { botCheckRoutes } from './botCheck/routes.ts';
import { memoryChatBus, postgresChatBus, redisChatBus } from './chat/chatBus.ts';
import { createChatHub } from './chat/chatHub.ts';
import { chatRoutes } from './chat/chatRoutes.ts';
import { createChatService } from './chat/chatService.ts';
import { type Config, developmentPagesMounted, trustProxyOption } from './config.ts';
import type { Database } from './db/database.ts';
import { schedulePurges } from './db/purge.ts';
import { configuredFileStore } from './files/configuredFileStore.ts';
import type { FileStore } from './files/fileStore.ts';
import { fraudCheckRoutes } from './fraud/routes.ts';
import { createIdentityService } from './identity/identityService.ts';
import { createLookupProviders, type LookupProviders } from './lookups/lookupProviders.ts';
import { lookupRoutes } from './lookups/routes.ts';
import { embeddedEmailVerifier } from './notification/emailVerifier.ts';
import { notificationRoutes } from './notification/routes.ts';
import { opsRoutes } from './ops/routes.ts';
import { createStaffAuth } from './ops/staffAuth.ts';
import { OPS_API } from './ops/staffCookie.ts';
import { createSandboxGateway } from './payments/sandboxGateway.ts';
import { sandboxGatewayRoutes } from './payments/sandboxGatewayRoutes.ts';
import { AccessLog } from './plugins/accessLog.ts';
import { API_SECURITY_SCHEMES, contractTransform } from './plugins/apiContract.ts';
import { requireSession } from './plugins/auth.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/errorHandler.ts';
import { registerJsonBodyParser } from './plugins/jsonBody.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { requestIdGenerator } from './plugins/requestId.ts';
import { allowSameOriginFraming, registerSecurity } from './plugins/security.ts';
import { createPaymentService } from './quotes/paymentService.ts';
import { purgeQuoteTokens } from './quotes/quoteTokens.ts';
import { createRequestService } from './requests/requestService.ts';
import { saveOnce } from './requests/saveOnce.ts';
import { createStaticDataService } from './requests/staticDataService.ts';
import { autoRenewalRoutes } from './routes/autoRenewal.ts';
import { devMailboxRoutes } from './routes/devMailbox.ts';
import { operationsRoutes } from './routes/health.ts';
import { paymentRoutes } from './routes/payments.ts';
import { quoteDecisionRoutes } from './routes/quoteDecisions.ts';
import { quoteVerificationRoutes } from './routes/quoteVerification.ts';
import { saveRoutes } from './routes/save.ts';
import { sessionRoutes } from './routes/session.ts';
import { staticDataRoutes } from './routes/staticData.ts';
import { secureFormRoutes } from './securePayment/secureFormRoutes.ts';
import { createSecureForms, SECURE_FORM_NOTES } from './securePayment/secureForms.ts';
import { speikRoutes } from './securePayment/speikRoutes.ts';
import { createSessionService } from './sessions/sessionService.ts';
import { triageRoutes } from './triage/routes.ts';

const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  lookups?: LookupProviders;
  /** Where uploaded documents go; by default the configured folder or bucket. */
  files?: FileStore;
}

/**
 * The portal server in layers: external plugins (security headers, rate limit, docs), then the
 * services over the database, then thin routes under /mta-api/mta that parse, call, answer.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL, redact: ['req.headers["x-auth-token"]'] },
    // One log line per request, at debug unless it failed.
    logController: new AccessLog(),
    genReqId: requestIdGenerator(config),
    // Read only through genReqId, which checks it; Fastify would otherwise take any value.
    requestIdHeader: false,
    trustProxy: trustProxyOption(config),
    bodyLimit: 256 * 1024,
    // Slow clients trickling bytes must not hold connections: the whole request has a deadline.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS * 2,
    keepAliveTimeout: 5_000,
    frameworkErrors,
  });
  app.server.headersTimeout = config.HEADERS_TIMEOUT_MS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  const metrics = registerMetrics(app, database.db, clock);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await registerSecurity(app, { rateLimitMax: config.RATE_LIMIT_MAX, redis });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Policy-change portal API',
        version: '1.0.0',
        description: 'The self-service portal API: sessions, requests, quotes, decisions and card payments.',
        license: { name: 'Proprietary', url: 'https://example.com/licence' },
      },
      servers: [{ url: '/', description: 'This server (each brand on its own host)' }],
      components: { securitySchemes: API_SECURITY_SCHEMES },
    },
    transform: contractTransform,
  });
  // The docs page keeps our policy, bar inline styles which Swagger UI's widgets need.
  await app.register(swaggerUi, { routePrefix: '/mta-api/docs', staticCSP: DOCS_CSP });

  const { db } = database;
  const sessions = createSessionService(db, {
    sessionSeconds: config.SESSION_SECONDS,
    maxSeconds: config.SESSION_MAX_SECONDS,
    clock,
  });
  schedulePurges(
    app,
    {
      sessions: () => sessions.purge(),
      quoteLinks: () => purgeQuoteTokens(db, clock()),
      staffSessions: () => staffAuth.purge(),
    },
    config.PURGE_INTERVAL_SECONDS,
  );
  const staticData = createStaticDataService(db, clock);
  const brandUrl = (brand: DeploymentBrand) =>
    config.PUBLIC_URL.replace('{host}', brandSettings(brand).host).replace(
      '{port}',
      String(config.PUBLIC_PORT ?? config.PORT),
    );
  const identity = createIdentityService(db, sessions);
  const staffAuth = createStaffAuth(db, clock);
  const files = options.files ?? configuredFileStore(config);
  const botCheck = createBotCheck({
    enabled: config.BOT_CHECK === 'on',
    secret: config.BOT_CHECK_SECRET,
    clock,
  });
  const providers = options.lookups ?? createLookupProviders();
  const requests = createRequestService(db, clock, brandUrl, identity, files, botCheck, providers.address);
  // One sandbox acquirer per brand host, so its challenge pages are same-origin with the portal page.
  const brandOrigins = DEPLOYMENT_BRANDS.map(brandUrl);
  const gateways = new Map(
    DEPLOYMENT_BRANDS.map((brand) => [
      brand,
      createSandboxGateway({
        db,
        publicBaseUrl: brandUrl(brand),
        secret: config.GATEWAY_SECRET,
        allowedReturnOrigins: brandOrigins,
        clock,
      }),
    ]),
  );
  const gatewayFor = (brand: DeploymentBrand) => gateways.get(brand)!;
  const payments = createPaymentService(db, clock, gatewayFor);
  const chatBus = redis
    ? await redisChatBus(redis)
    : database.kind === 'postgres' && config.DATABASE_URL
      ? await postgresChatBus(config.DATABASE_URL)
      : memoryChatBus();
  const chat = createChatService(db, chatBus, clock, config.WEBCHAT_HOURS);
  const hub = createChatHub(chat, chatBus);
  app.addHook('onClose', async () => {
    hub.close();
    await chatBus.close();
  });
  // The secure card form (speik): its outcome in a payment chat is told to the agent there.
  const secureForms = createSecureForms({
    db,
    clock,
    gatewayFor,
    brandUrl,
    onOutcome: async (form, state) => {
      if (form.conversationId !== null) await chat.note(form.conversationId, SECURE_FORM_NOTES[state]);
    },
  });

  await app.register(
    async (api) => {
      requireSession(api, sessions, config.BRAND);
      await api.register(sessionRoutes, {
        sessions,
        clock,
        defaultBrand: config.BRAND,
        sessionSeconds: config.SESSION_SECONDS,
      });
      await api.register(staticDataRoutes, {
        staticData,
        rateLimitMax: config.RATE_LIMIT_MAX,
        tokenRateLimitMax: config.TOKEN_RATE_LIMIT_MAX,
      });
      await api.register(saveRoutes, { save: saveOnce(db, requests) });
      await api.register(botCheckRoutes, { botCheck, rateLimitMax: config.LOOKUP_RATE_LIMIT_MAX });
      await api.register(notificationRoutes, {
        verify: embeddedEmailVerifier,
        rateLimitMax: config.LOOKUP_RATE_LIMIT_MAX,
      });
      await api.register(quoteVerificationRoutes, {
        db,
        clock,
        rateLimitMax: config.TOKEN_RATE_LIMIT_MAX,
        fraudCheck: config.FRAUD_CHECK === 'on',
      });
      await api.register(quoteDecisionRoutes, { db, clock, rateLimitMax: config.TOKEN_RATE_LIMIT_MAX });
      await api.register(autoRenewalRoutes, { db, clock, rateLimitMax: config.TOKEN_RATE_LIMIT_MAX });
      await api.register(paymentRoutes, {
        payments,
        defaultBrand: config.BRAND,
        rateLimitMax: config.TOKEN_RATE_LIMIT_MAX,
      });
      await api.register(lookupRoutes, {
        providers,
        rateLimit: { max: config.LOOKUP_RATE_LIMIT_MAX, timeWindow: '1 minute' },
      });
      await api.register(triageRoutes, { db });
      await api.register(fraudCheckRoutes, { db, rateLimitMax: config.TOKEN_RATE_LIMIT_MAX });
      await api.register(speikRoutes, {
        db,
        clock,
        forms: secureForms,
        chat,
        secret: config.GATEWAY_SECRET,
        securePayment: config.SECURE_PAYMENT,
        rateLimitMax: config.TOKEN_RATE_LIMIT_MAX,
      });
    },
    { prefix: API_PREFIX },
  );
  // Live web chat: customers under /chat-api, agents through the console; events cross instances.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(chatRoutes, { prefix: '/chat-api', chat, hub, defaultBrand: config.BRAND });
  // The operations console's API (issue 13): its own cookie session, CSRF tokens and routes.
  await app.register(opsRoutes, {
    prefix: OPS_API,
    db,
    clock,
    auth: staffAuth,
    files,
    brandUrl,
    chat,
    hub,
    forms: secureForms,
  });
  if (developmentPagesMounted(config))
    await app.register(async (scope) => {
      allowSameOriginFraming(scope);
      await scope.register(sandboxGatewayRoutes, { gateway: gatewayFor(config.BRAND) });
      await scope.register(secureFormRoutes, { forms: secureForms });
    });
  await app.register(operationsRoutes, { db, registry: metrics });
  // The mailbox lists every quote's one-time link: development only, whatever the transport.
  if (developmentPagesMounted(config) && !config.SMTP_URL) await app.register(devMailboxRoutes, { db });
  if (existsSync(config.WEB_DIST)) {
    // The app's files are compressed (scripts shrink about 3.5 times); API answers are small and stay plain.
    await app.register(async (files) => {
      await files.register(compress, {
        threshold: 1024,
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
      });
      await files.register(fastifyStatic, { root: config.WEB_DIST, index: 'index.html' });
      // The console is a page of its own (ops.html): nothing of it is in the customer's first load.
      files.get('/ops', (_request, reply) => reply.redirect('/ops/'));
      files.get('/ops/', (_request, reply) => reply.sendFile('ops.html'));
    });
  }
  return app;
}
