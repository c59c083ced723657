import { DEMO_POLICIES } from '@portal/demo-data/policies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../crypto/sha256.ts';
import { openTestDatabase, TEST_DATABASES } from '../test/testDatabases.ts';
import type { Database } from './database.ts';
import { seedDemoData } from './seed.ts';

type Rows<T> = { rows: T[] };

describe.each(TEST_DATABASES)('demo seed on %s', (kind) => {
  const seededOn = new Date('2026-03-10T10:00:00.000Z');
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDemoData(database.db, seededOn);
  });
  afterAll(async () => database.close());

  const query = async <T>(text: string) => ((await database.db.execute(text)) as unknown as Rows<T>).rows;

  it('stores every demo policy with its holder, address, main driver and vehicle', async () => {
    const rows = await query<{
      policy_number: string;
      postcode: string;
      drivers: number;
      registration: string | null;
    }>(
      `select p.policy_number, a.postcode,
         (select count(*)::int from drivers d where d.policy_id = p.id and d.main_driver) as drivers,
         (select v.registration from vehicles v where v.policy_id = p.id limit 1) as registration
       from policies p join addresses a on a.policy_id = p.id order by p.policy_number`,
    );
    expect(rows).toHaveLength(DEMO_POLICIES.length);
    for (const demo of DEMO_POLICIES) {
      const row = rows.find((candidate) => candidate.policy_number === demo.policyNumber);
      expect(row).toMatchObject({
        postcode: demo.postcode,
        drivers: 1,
        registration: demo.registration ?? null,
      });
    }
  });

  it('dates renewals from the seeding day', async () => {
    const demo = DEMO_POLICIES.find((policy) => policy.renewalInDays === 20);
    const [row] = await query<{ renewal_date: string | Date; cover_start: string | Date }>(
      `select renewal_date::text, cover_start::text from policies where policy_number = '${demo?.policyNumber}'`,
    );
    expect(row).toEqual({ renewal_date: '2026-03-30', cover_start: '2025-03-30' });
  });

  it('keeps prepopulation tokens only as hashes', async () => {
    const hashes = (await query<{ token_hash: string }>('select token_hash from prepop_tokens')).map(
      (row) => row.token_hash,
    );
    const tokens = DEMO_POLICIES.flatMap((policy) => (policy.prepopToken ? [policy.prepopToken] : []));
    expect(hashes.sort()).toEqual(tokens.map((token) => sha256(token)).sort());
  });

  it('leaves a store that already has policies alone', async () => {
    expect(await seedDemoData(database.db, seededOn)).toBe(false);
    const [row] = await query<{ n: number }>('select count(*)::int as n from policies');
    expect(row?.n).toBe(DEMO_POLICIES.length);
  });
});
