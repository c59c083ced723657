import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';
import { passwordMatches } from './passwords.ts';
import { LOCKOUT } from './signInAttempts.ts';
import { createStaffAuth } from './staffAuth.ts';

// Every password verification is counted: the lockout's promise is how many there can be.
vi.mock('./passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./passwords.ts')>();
  return { ...original, passwordMatches: vi.fn(original.passwordMatches) };
});
const verifications = vi.mocked(passwordMatches);

const SUPERVISOR = { email: 'supervisor@portal.example', password: 'supervisor-demo-password' };

describe.each(TEST_DATABASES)('staff lockout under parallel sign-ins on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  /** Two services over one database, as two instances of the server would be. */
  const instances = () => [createStaffAuth(t.db, t.clock.now), createStaffAuth(t.db, t.clock.now)] as const;

  it.each([
    ['a known email', SUPERVISOR.email],
    ['an unknown email, answered alike', 'nobody@portal.example'],
  ])(
    '%s: a burst of 16 wrong passwords is verified exactly five times, then answered locked',
    async (_label, email) => {
      const [one, two] = instances();
      verifications.mockClear();
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, index) => (index % 2 ? one : two).signIn(email, `wrong-${index}`)),
      );
      expect(verifications).toHaveBeenCalledTimes(LOCKOUT.attempts);
      const reasons = answers.map((answer) => (answer.ok ? 'signed in' : answer.reason)).sort();
      expect(reasons).toEqual([
        ...Array(16 - (LOCKOUT.attempts - 1)).fill('locked'),
        ...Array(LOCKOUT.attempts - 1).fill('wrong'),
      ]);
      const locks = (await t.db.execute(
        `select count(*)::int as n from staff_audit where action = 'account locked' and staff_email = '${email}'`,
      )) as unknown as { rows: { n: number }[] };
      expect(Number(locks.rows[0]?.n)).toBe(1);
    },
  );

  it('refuses the right password sent within a burst once the burst has locked the account', async () => {
    t.clock.advance(LOCKOUT.minutes * 60 + 1);
    const [one, two] = instances();
    let lockedSeen!: () => void;
    const firstLocked = new Promise<void>((resolve) => {
      lockedSeen = resolve;
    });
    const wrong = Array.from({ length: 11 }, (_, index) =>
      (index % 2 ? one : two).signIn(SUPERVISOR.email, `wrong-${index}`).then((answer) => {
        if (!answer.ok && answer.reason === 'locked') lockedSeen();
        return answer;
      }),
    );
    await firstLocked;
    const right = await one.signIn(SUPERVISOR.email, SUPERVISOR.password);
    await Promise.all(wrong);
    expect(right).toEqual({ ok: false, reason: 'locked' });
    t.clock.advance(LOCKOUT.minutes * 60 + 1);
    expect((await two.signIn(SUPERVISOR.email, SUPERVISOR.password)).ok).toBe(true);
  });

  it('gives the holder of the last attempt their account when that attempt is right', async () => {
    const [one] = instances();
    for (let attempt = 1; attempt < LOCKOUT.attempts; attempt++)
      expect(await one.signIn(SUPERVISOR.email, 'wrong')).toEqual({ ok: false, reason: 'wrong' });
    expect((await one.signIn(SUPERVISOR.email, SUPERVISOR.password)).ok).toBe(true);
    expect(await one.signIn(SUPERVISOR.email, 'wrong')).toEqual({ ok: false, reason: 'wrong' });
  });
});
