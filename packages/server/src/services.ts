import { DEPLOYMENT_BRANDS, type DeploymentBrand } from '@portal/domain/brands/brand';
import { brandSettings } from '@portal/domain/brands/registry';
import type { FastifyInstance } from 'fastify';
import { createBotCheck } from './botCheck/botCheck.ts';
import { memoryChatBus, postgresChatBus, redisChatBus } from './chat/chatBus.ts';
import { createChatHub } from './chat/chatHub.ts';
import { createChatService } from './chat/chatService.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { schedulePurges } from './db/purge.ts';
import { createDocumentWorker } from './documents/documentWorker.ts';
import { createPolicyDocuments } from './documents/policyDocuments.ts';
import { configuredFileStore } from './files/configuredFileStore.ts';
import { configuredScanner } from './files/configuredScanner.ts';
import type { FileStore } from './files/fileStore.ts';
import { createIdentityService } from './identity/identityService.ts';
import { createLookupProviders, type LookupProviders } from './lookups/lookupProviders.ts';
import { createPaymentChats } from './ops/paymentChats.ts';
import { createRequestActions } from './ops/requestActions.ts';
import { createStaffAuth } from './ops/staffAuth.ts';
import { createSandboxGateway } from './payments/sandboxGateway.ts';
import type { SharedRedis } from './plugins/redisNamespace.ts';
import { createPaymentService } from './quotes/paymentService.ts';
import { purgeQuoteTokens } from './quotes/quoteTokens.ts';
import { createRequestService } from './requests/requestService.ts';
import { createStaticDataService } from './requests/staticDataService.ts';
import { createRequestTracking } from './requests/tracking/requestTrackingService.ts';
import { createUploadScan } from './requests/uploadScan.ts';
import { createSecureForms, SECURE_FORM_NOTES } from './securePayment/secureForms.ts';
import { createSessionService } from './sessions/sessionService.ts';

export interface ServiceOptions {
  config: Config;
  database: Database;
  clock: () => Date;
  shared: SharedRedis | undefined;
  lookups?: LookupProviders | undefined;
  files?: FileStore | undefined;
}

/**
 * Every service over the database, built once and handed to the route plugins: the one place
 * that knows which service needs which. Their timers and connections close with the app.
 */
export async function createServices(app: FastifyInstance, options: ServiceOptions) {
  const { config, clock, shared } = options;
  const { db } = options.database;
  const brandUrl = (brand: DeploymentBrand) =>
    config.PUBLIC_URL.replace('{host}', brandSettings(brand).host).replace(
      '{port}',
      String(config.PUBLIC_PORT ?? config.PORT),
    );
  const sessions = createSessionService(db, {
    sessionSeconds: config.SESSION_SECONDS,
    maxSeconds: config.SESSION_MAX_SECONDS,
    clock,
  });
  const staffAuth = createStaffAuth(db, clock);
  schedulePurges(
    app,
    {
      sessions: () => sessions.purge(),
      quoteLinks: () => purgeQuoteTokens(db, clock()),
      staffSessions: () => staffAuth.purge(),
    },
    config.PURGE_INTERVAL_SECONDS,
  );
  const identity = createIdentityService(db, sessions);
  const files = options.files ?? configuredFileStore(config);
  const botCheck = createBotCheck({
    enabled: config.BOT_CHECK === 'on',
    secret: config.BOT_CHECK_SECRET,
    clock,
  });
  const providers = options.lookups ?? createLookupProviders();
  const documents = createPolicyDocuments(db, files, clock);
  // Drawn after the change commits, by the in-process worker unless a separate one runs.
  if (config.OUTBOX_WORKER === 'in-process') {
    const worker = createDocumentWorker({ documents, pollMs: config.OUTBOX_POLL_MS, log: app.log });
    worker.start();
    app.addHook('onClose', () => worker.stop());
  }
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
  const chatBus = shared
    ? await redisChatBus(shared.redis, `${shared.namespace}:chat`)
    : options.database.kind === 'postgres' && config.DATABASE_URL
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
      if (form.conversationId === null) return;
      await chat.note(form.conversationId, SECURE_FORM_NOTES[state]);
      // Money taken is told to the customer at once, not when an agent gets round to it.
      if (state === 'TAKEN') await chat.control(form.conversationId, 'portal', { type: 'payment-success' });
    },
  });
  return {
    db,
    clock,
    brandUrl,
    sessions,
    staffAuth,
    staticData: createStaticDataService(db, clock),
    files,
    botCheck,
    providers,
    requests,
    uploadScan: createUploadScan(db, clock, configuredScanner(config)),
    gatewayFor,
    payments: createPaymentService(db, clock, gatewayFor, brandUrl),
    chat,
    chatBus,
    hub,
    secureForms,
    requestActions: createRequestActions(db, clock, brandUrl),
    documents,
    requestTracking: createRequestTracking(db, files, clock),
    paymentChats: createPaymentChats(db, chat, secureForms, clock, brandUrl),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
