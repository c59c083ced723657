import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { sha256 } from '../crypto/sha256.ts';

/** The Redis every instance shares, and this deployment's namespace on it. */
export interface SharedRedis {
  redis: Redis;
  namespace: string;
}

/**
 * What this deployment's keys and channels start with on a shared Redis, so two deployments
 * sharing one Redis neither count each other's requests nor hear each other's chats. Unless set,
 * it follows the database: instances sharing a database are one deployment (and must hear each
 * other), a different database is a different deployment. Credentials never reach the name.
 */
export function redisNamespace(
  config: Pick<Config, 'REDIS_NAMESPACE' | 'DATABASE_URL' | 'DATA_DIR'>,
): string {
  if (config.REDIS_NAMESPACE) return config.REDIS_NAMESPACE;
  // Each in-memory database is its own, unshared by any other instance: so is its namespace.
  if (!config.DATABASE_URL && config.DATA_DIR.startsWith('memory://')) return `portal:${randomUUID()}`;
  const database = config.DATABASE_URL
    ? withoutCredentials(config.DATABASE_URL)
    : `pglite:${config.DATA_DIR}`;
  return `portal:${sha256(database).slice(0, 12)}`;
}

function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return url;
  }
}
