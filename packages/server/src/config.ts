import { join } from 'node:path';
import { DEPLOYMENT_BRANDS } from '@portal/domain/brands/brand';
import { z } from 'zod';
import { serverRoot } from './serverRoot.ts';

export const DEVELOPMENT_GATEWAY_SECRET = 'sandbox-gateway-development-secret';
export const DEVELOPMENT_BOT_CHECK_SECRET = 'bot-check-development-secret';

/** Everything the server reads from its environment, parsed once at start-up. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  BRAND: z.enum(DEPLOYMENT_BRANDS).default('DIRECTLINE'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Policy changes <no-reply@portal.example>'),
  SESSION_SECONDS: z.coerce.number().int().positive().default(870),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** Quote-link checks per client per minute: enough for people, too few to guess tokens. */
  TOKEN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  LOOKUP_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  WEB_DIST: z.string().default(join(serverRoot, '../web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Port used in links the server writes (emails); defaults to PORT. */
  PUBLIC_PORT: z.coerce.number().int().positive().optional(),
  /** Links in emails: `{host}` is the brand's host label, `{port}` the public port. */
  PUBLIC_URL: z.string().default('http://{host}.localhost:{port}'),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(500),
  /** `off` when the outbox worker runs as its own process (src/outbox/workerMain.ts). */
  OUTBOX_WORKER: z.enum(['in-process', 'off']).default('in-process'),
  /** Signs the sandbox gateway's short-lived challenge tokens. */
  GATEWAY_SECRET: z.string().min(16).default(DEVELOPMENT_GATEWAY_SECRET),
  /** `production` refuses development settings (see productionProblems) and hides development pages. */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Seeds the demo policies when the database is empty; a production start must turn it off. */
  DEMO_DATA: z.enum(['on', 'off']).default('on'),
  /**
   * bench:api only: copies of demo policy 10000001 seeded with the demo data, one per quote the
   * benchmark prepares, so that accepting one does not supersede the rest. Demo data only: a
   * production start (DEMO_DATA=off) never seeds them.
   */
  BENCH_POLICIES: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Proxy hops to believe for the client address: `true`, a hop count, or addresses/CIDRs. Unset: none. */
  TRUST_PROXY: z.string().optional(),
  /** Shared rate-limit store for many instances; unset keeps limits in this instance's memory. */
  REDIS_URL: z.string().optional(),
  /** What this deployment's keys and channels start with on that Redis; unset, one named after the database. */
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[\w.:-]{1,64}$/)
    .optional(),
  /** A session ends this long after it began, however active it is. */
  SESSION_MAX_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * 60 * 60),
  /** How often expired sessions and spent tokens are deleted. */
  PURGE_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** Whole request (headers and body) must arrive within this; slow-trickling clients are cut off. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Where uploaded documents are kept; default `<DATA_DIR>/uploads` (a temporary folder for an in-memory database). */
  UPLOAD_DIR: z.string().optional(),
  /** An S3-compatible bucket for uploaded documents instead of the folder (credentials from AWS_* variables). */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('eu-west-2'),
  /** clamd to scan every uploaded file before it is kept (INSTREAM over TCP)... */
  CLAMD_HOST: z.string().optional(),
  CLAMD_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
  /** ...or over its local socket (wins over CLAMD_HOST). */
  CLAMD_SOCKET: z.string().optional(),
  /** A scan (connect, send, verdict) taking longer fails closed: the save is refused, to be tried again. */
  CLAMD_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** `accept` lets a production start keep uploads unscanned (no clamd); otherwise production refuses to start without one. */
  UNSCANNED_UPLOADS: z.enum(['accept']).optional(),
  /** The robot check on simple request forms (self-hosted ALTCHA); `off` only for tests. */
  BOT_CHECK: z.enum(['on', 'off']).default('on'),
  /** `always` offers web chat at any hour (tests only; production refuses it); `never` closes it (tests of the no-agent path); `brand` keeps each brand's web-chat hours. */
  WEBCHAT_HOURS: z.enum(['brand', 'always', 'never']).default('brand'),
  /** The fraud check before a card payment, told to the page with the quote. */
  FRAUD_CHECK: z.enum(['on', 'off']).default('off'),
  /** `off` forces the secure card form closed (demos and tests of the web-chat payment path); `hours` keeps each brand's secure payment hours. */
  SECURE_PAYMENT: z.enum(['hours', 'off']).default('hours'),
  /** Signs robot-check challenges. */
  BOT_CHECK_SECRET: z.string().min(16).default(DEVELOPMENT_BOT_CHECK_SECRET),
  /** In production /metrics and /mta-api/docs answer only a caller sending `Authorization: Bearer <this>`... */
  METRICS_TOKEN: z.string().min(24).optional(),
  /** ...or calling from one of these addresses or networks (comma-separated, e.g. `10.0.0.0/8,127.0.0.1`). */
  METRICS_ALLOW: z.string().optional(),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in a shell `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  return configSchema.parse(present);
}

/** Fastify's `trustProxy` from TRUST_PROXY: `true`, a hop count, or a comma-separated address list. */
export function trustProxyOption(
  config: Config,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  const value = config.TRUST_PROXY?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((part) => part.trim());
}

/**
 * Why a production start must stop: each names the setting to change. The development gateway
 * secret is public, so anyone could forge the gateway's tokens with it; demo data is fake customers.
 */
export function productionProblems(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (config.GATEWAY_SECRET === DEVELOPMENT_GATEWAY_SECRET)
    problems.push('GATEWAY_SECRET is the public development secret: set GATEWAY_SECRET to a private value.');
  if (config.BOT_CHECK_SECRET === DEVELOPMENT_BOT_CHECK_SECRET)
    problems.push(
      'BOT_CHECK_SECRET is the public development secret: set BOT_CHECK_SECRET to a private value.',
    );
  if (config.BOT_CHECK === 'off') problems.push('BOT_CHECK is off: turn the robot check on in production.');
  if (config.WEBCHAT_HOURS === 'always')
    problems.push("WEBCHAT_HOURS is always: set WEBCHAT_HOURS=brand so chat keeps the brands' hours.");
  if (config.DEMO_DATA === 'on')
    problems.push('DEMO_DATA is on: set DEMO_DATA=off so no demo policies are seeded.');
  if (!config.CLAMD_HOST && !config.CLAMD_SOCKET && config.UNSCANNED_UPLOADS !== 'accept')
    problems.push(
      'No virus scanner for uploaded documents: set CLAMD_HOST (or CLAMD_SOCKET) to a clamd, or UNSCANNED_UPLOADS=accept to keep uploads unscanned.',
    );
  return problems;
}

/** Pages for trying the portal locally (dev mailbox, sandbox bank pages), never mounted in production. */
export const developmentPagesMounted = (config: Config): boolean => config.NODE_ENV !== 'production';
