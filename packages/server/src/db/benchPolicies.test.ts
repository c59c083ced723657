import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPolicyForRating } from '../quotes/policyForRating.ts';
import { openTestDatabase, TEST_DATABASES } from '../test/testDatabases.ts';
import { BENCH_POLICY_BASE, seedBenchPolicies } from './benchPolicies.ts';
import type { Database } from './database.ts';
import { policies } from './schema/policies.ts';
import { seedDemoData } from './seed.ts';

describe.each(TEST_DATABASES)('bench policies on %s', (kind) => {
  const seededOn = new Date('2026-03-10T10:00:00.000Z');
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDemoData(database.db, seededOn);
    await seedBenchPolicies(database.db, 3);
  });
  afterAll(async () => database.close());

  const rated = async (policyNumber: string) => {
    const [row] = await database.db
      .select({ id: policies.id })
      .from(policies)
      .where(eq(policies.policyNumber, policyNumber));
    return row && (await loadPolicyForRating(database.db, row.id))?.rated;
  };

  it('are copies of demo policy 10000001 that price alike, under numbers of their own', async () => {
    const demo = await rated('10000001');
    expect(demo).toBeDefined();
    for (const n of [0, 1, 2]) expect(await rated(String(BENCH_POLICY_BASE + n))).toEqual(demo);
    expect(await rated(String(BENCH_POLICY_BASE + 3))).toBeUndefined();
  });
});
