import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/schema/ops.ts';
import { DEMO_AGENT, type StaffClient, staffClient } from '../../test/staffTestClient.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { testClock } from '../../test/testClock.ts';
import { TEST_DATABASES } from '../../test/testDatabases.ts';

/** Canned replies are kept by staff: listed, added, changed and removed, each shortcut one reply's alone. */
describe.each(TEST_DATABASES)('canned replies on %s', (kind) => {
  let t: TestApp;
  let staff: StaffClient;
  beforeAll(async () => {
    t = await createTestApp({ kind, clock: testClock('2026-03-10T12:00:00Z') });
    staff = staffClient(t.app);
    await staff.signIn(DEMO_AGENT.email, DEMO_AGENT.password);
  });
  afterAll(async () => t.close());

  const shortcuts = async () =>
    (await staff.get('/canned-replies')).json().replies.map((r: { shortcut: string }) => r.shortcut);

  it('starts with the replies the console always offered', async () => {
    expect(await shortcuts()).toEqual(expect.arrayContaining(['greeting', 'identify', 'goodbye']));
  });

  it('adds, changes and removes a reply, each audited, and refuses a shortcut already taken', async () => {
    const added = await staff.post('/canned-replies', {
      shortcut: ' Hours ',
      text: 'We are open 8am to 8pm.',
    });
    expect(added.statusCode).toBe(200);
    const { id } = added.json().reply as { id: number };
    expect(added.json().reply).toEqual({ id, shortcut: 'hours', text: 'We are open 8am to 8pm.' });

    const clash = await staff.post('/canned-replies', { shortcut: 'greeting', text: 'Hi.' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ errorCode: 'SHORTCUT_TAKEN' });
    expect((await staff.post(`/canned-replies/${id}`, { shortcut: 'greeting', text: 'x' })).statusCode).toBe(
      409,
    );

    const bad = await staff.post('/canned-replies', { shortcut: 'two words', text: '' });
    expect(bad.statusCode).toBe(400);

    const edited = await staff.post(`/canned-replies/${id}`, { shortcut: 'opening', text: 'Open 8 to 8.' });
    expect(edited.json().reply).toEqual({ id, shortcut: 'opening', text: 'Open 8 to 8.' });
    expect(await shortcuts()).toContain('opening');
    expect(await shortcuts()).not.toContain('hours');

    expect((await staff.post(`/canned-replies/${id}/delete`)).statusCode).toBe(200);
    expect(await shortcuts()).not.toContain('opening');
    expect((await staff.post(`/canned-replies/${id}/delete`)).statusCode).toBe(404);

    const audited = await t.db.select().from(staffAudit).where(eq(staffAudit.staffEmail, DEMO_AGENT.email));
    expect(audited.map((entry) => `${entry.action} ${entry.subject}`)).toEqual(
      expect.arrayContaining([
        'Canned reply added canned reply /hours',
        'Canned reply changed canned reply /opening',
        'Canned reply removed canned reply /opening',
      ]),
    );
  });
});
