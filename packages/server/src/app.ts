import websocket from '@fastify/websocket';
import { API_PREFIX } from '@portal/domain/api/paths';
import { CHAT_API_PREFIX } from '@portal/domain/chat/chatApi';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { chatRoutes } from './chat/chatRoutes.ts';
import { type Config, developmentPagesMounted } from './config.ts';
import type { Database } from './db/database.ts';
import { clamdAddress } from './files/configuredScanner.ts';
import type { FileStore } from './files/fileStore.ts';
import type { LookupProviders } from './lookups/lookupProviders.ts';
import { OPS_API } from './ops/staffCookie.ts';
import { registerAppWide, serverOptions } from './plugins/appWide.ts';
import { requestPageRoutes } from './requests/tracking/requestPageRoutes.ts';
import { customerApi } from './routes/customerApi.ts';
import { developmentPages } from './routes/developmentPages.ts';
import { operationsRoutes } from './routes/health.ts';
import { createHealthCheck } from './routes/healthCheck.ts';
import { opsApi } from './routes/opsApi.ts';
import { createServices } from './services.ts';
import { linkOpener } from './web/linkOpener.ts';
import { webAppFiles } from './web/webApp.ts';

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
 * The composition root: app-wide plugins (plugins/: errors, body parsing, metrics, security
 * headers and rate limit, API docs), the services (services.ts), then one plugin per area, each
 * with thin routes that parse, call a service and answer.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? (() => new Date());
  const app = Fastify(serverOptions(config, options.logger));
  const { metrics, shared, operators } = await registerAppWide(app, config, database, clock);
  const services = await createServices(app, { ...options, clock, shared });

  await app.register(customerApi, { prefix: API_PREFIX, config, services });
  // Live web chat: customers under /chat-api, agents through the console; events cross instances.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const { chat, hub, chatBus } = services;
  await app.register(chatRoutes, { prefix: CHAT_API_PREFIX, chat, hub, defaultBrand: config.BRAND });
  // The operations console's API: staff-auth, then one plugin per area.
  await app.register(opsApi, { prefix: OPS_API, services, secret: config.GATEWAY_SECRET });
  await app.register(developmentPages, { config, services });
  // A request's page for its customer, opened from its emails.
  await app.register(requestPageRoutes, {
    tracking: services.requestTracking,
    uploadScan: services.uploadScan,
    rateLimitMax: config.TOKEN_RATE_LIMIT_MAX,
    defaultBrand: config.BRAND,
  });
  await app.register(operationsRoutes, {
    health: createHealthCheck({
      db: database.db,
      chatBus,
      redis: shared?.redis,
      clamd: clamdAddress(config),
      clock,
    }),
    registry: metrics,
    operatorsOnly: operators,
  });
  await app.register(webAppFiles, {
    root: config.WEB_DIST,
    // The console's first screen is drawn here too, for whoever its session cookie says is signed in.
    opsConsole: { db: database.db, clock, staffOf: services.staffAuth.staffOf },
    defaultBrand: config.BRAND,
    tokenRateLimitMax: config.TOKEN_RATE_LIMIT_MAX,
    // The first screen of a customer page is drawn here, with the clock and data the API would give.
    firstScreen: {
      clock,
      sessionSeconds: config.SESSION_SECONDS,
      demo: developmentPagesMounted(config),
      staticData: (brand) => services.staticData.forForm(undefined, brand),
      // The emailed link's quotation is drawn here too, opened by the API's verification rule.
      openQuote: linkOpener({
        db: database.db,
        sessions: services.sessions,
        clock,
        fraudCheck: config.FRAUD_CHECK === 'on',
      }),
    },
  });
  return app;
}
