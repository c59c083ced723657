import { join } from 'node:path';
import { DEPLOYMENT_BRANDS } from '@portal/domain/brands/brand';
import { z } from 'zod';
import { serverRoot } from './serverRoot.ts';

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
  /** `off` when the outbox worker runs as its own process (src/email/workerMain.ts). */
  OUTBOX_WORKER: z.enum(['in-process', 'off']).default('in-process'),
  /** Signs the sandbox gateway's short-lived challenge tokens. */
  GATEWAY_SECRET: z.string().min(16).default('sandbox-gateway-development-secret'),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in a shell `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  return configSchema.parse(present);
}
