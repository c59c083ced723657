import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';
import { createStaffAccount, DEMO_STAFF, demoStaffProblems, seedDemoStaff } from './staffAccounts.ts';

describe.each(TEST_DATABASES)('staff accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  it('names each demo account a production start must refuse, and seeds them only once', async () => {
    const problems = await demoStaffProblems(t.db);
    expect(problems).toHaveLength(DEMO_STAFF.length);
    for (const staff of DEMO_STAFF) expect(problems.join('\n')).toContain(staff.email);
    expect(await seedDemoStaff(t.db, t.clock.now())).toBe(false);
  });

  it('creates an account with a lower-cased email, and refuses a short password or an unknown role', async () => {
    const id = await createStaffAccount(
      t.db,
      {
        email: ' Pat.Lee@Insurer.Example ',
        name: 'Pat Lee',
        role: 'agent',
        password: 'a-long-enough-password',
      },
      t.clock.now(),
    );
    expect(id).toBeGreaterThan(0);
    const [row] = (
      (await t.db.execute(`select email from staff_accounts where id = ${id}`)) as unknown as {
        rows: { email: string }[];
      }
    ).rows;
    expect(row?.email).toBe('pat.lee@insurer.example');
    await expect(
      createStaffAccount(
        t.db,
        { email: 'a@b.example', name: 'A', role: 'agent', password: 'short' },
        t.clock.now(),
      ),
    ).rejects.toThrow('12 to 200 characters');
    await expect(
      createStaffAccount(
        t.db,
        { email: 'a@b.example', name: 'A', role: 'admin' as 'agent', password: 'a-long-enough-password' },
        t.clock.now(),
      ),
    ).rejects.toThrow('Role must be one of');
  });
});
