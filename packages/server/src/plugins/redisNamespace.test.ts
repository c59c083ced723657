import { describe, expect, it } from 'vitest';
import { redisNamespace } from './redisNamespace.ts';

const base = { REDIS_NAMESPACE: undefined, DATA_DIR: './data' };

describe("a deployment's namespace on a shared Redis", () => {
  it('is the one configured when set', () => {
    expect(
      redisNamespace({ ...base, REDIS_NAMESPACE: 'staging', DATABASE_URL: 'postgres://db/portal' }),
    ).toBe('staging');
  });

  it('is the same for instances of one database, whatever credentials each uses', () => {
    const one = redisNamespace({ ...base, DATABASE_URL: 'postgres://app:secret@db:5432/portal' });
    const two = redisNamespace({ ...base, DATABASE_URL: 'postgres://reader:other@db:5432/portal' });
    expect(one).toBe(two);
    expect(one).not.toContain('secret');
  });

  it('differs between deployments on different databases', () => {
    const live = redisNamespace({ ...base, DATABASE_URL: 'postgres://db:5432/portal' });
    const staging = redisNamespace({ ...base, DATABASE_URL: 'postgres://db:5432/portal_staging' });
    const embedded = redisNamespace({ ...base, DATABASE_URL: undefined });
    expect(new Set([live, staging, embedded]).size).toBe(3);
  });

  it('is its own for each in-memory database (two such instances share nothing)', () => {
    const memory = { ...base, DATABASE_URL: undefined, DATA_DIR: 'memory://' };
    expect(redisNamespace(memory)).not.toBe(redisNamespace(memory));
  });
});
