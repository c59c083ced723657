import { demoYourDetails } from '@portal/demo-data/answers';
import type { DashboardView } from '@portal/domain/api/opsDashboard';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENT, DEMO_SUPERVISOR, type StaffClient, staffClient } from '../test/staffTestClient.ts';
import { covAnswers } from '../test/testAnswers.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

const SUPERVISOR = DEMO_SUPERVISOR;
const NOW = '2026-03-10T15:00:00.000Z';
const hoursBefore = (hours: number) => new Date(Date.parse(NOW) - hours * 3_600_000);

/**
 * The dashboard's figures against records the test puts there: requests of known ages, chats
 * with known waits, payments taken, declined and abandoned, and one journey's funnel.
 */
describe.each(TEST_DATABASES)('the supervisor’s dashboard on %s', (kind) => {
  let t: TestApp;
  let supervisor: StaffClient;
  let view: DashboardView;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    const save = async (form: string, product: string, answers: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/mta-api/mta/${form}/save`,
        headers: { 'x-auth-token': await initialise(t.app), 'content-type': 'application/json' },
        payload: JSON.stringify({ brand: 'DIRECTLINE', product, answers }),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as string[])[0]!;
    };
    const phoneChange = (policyNumber: string) =>
      save('cop', 'MOTOR', { ...demoYourDetails(policyNumber), policyNumber, newPhone: '01632 960 001' });
    // Simple changes promise a reply by the next day: one received 5 days ago, one just now.
    const old = await phoneChange('10000002');
    await phoneChange('10000002');
    await t.db.execute(sql`update requests set created_at = ${hoursBefore(120)} where reference = ${old}`);
    // Three car changes, each priced at once: one paid, one declined then abandoned, one left quoted.
    for (const make of ['BMW', 'AUDI', 'FORD'])
      await save('cov', 'PCW', covAnswers({ make, model: 'X', yearOfManufacture: '2024' }));
    const quoteIds = (
      (await t.db.execute(sql`select id from quotes order by id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((row) => row.id);
    const [paid, abandoned] = quoteIds;
    const event = (quoteId: number | undefined, name: string, at: Date) =>
      t.db.execute(sql`insert into quote_events (quote_id, event, from_status, to_status, at)
        values (${quoteId}, ${name}, 'PROPOSED', 'X', ${at})`);
    await event(paid, 'proceedToPayment', hoursBefore(2));
    await event(paid, 'confirmPayment', hoursBefore(2));
    await t.db.execute(sql`update quotes set status = 'PAYMENT_CONFIRMED' where id = ${paid}`);
    await event(abandoned, 'proceedToPayment', hoursBefore(3));
    await event(abandoned, 'failPayment', hoursBefore(3));
    await t.db.execute(sql`update quotes set status = 'PAYMENT_PROCEEDED', updated_at = ${hoursBefore(1)}
      where id = ${abandoned}`);
    // Chats today: one answered after 4 minutes at 09:10, one waiting since 14:50.
    const chat = async (token: string, status: string, startedAt: Date) => {
      const inserted = await t.db.execute(sql`insert into chat_conversations
        (token_hash, brand, topic, status, customer_seen_at, created_at)
        values (${token}, 'DIRECTLINE', 'triage', ${status}, ${startedAt}, ${startedAt}) returning id`);
      return (inserted as unknown as { rows: { id: number }[] }).rows[0]!.id;
    };
    const answered = await chat('a'.repeat(64), 'open', new Date('2026-03-10T09:10:00Z'));
    await t.db.execute(sql`insert into chat_messages (conversation_id, sender, sender_name, body, at)
      values (${answered}, 'agent', 'Agent', 'Hello', ${new Date('2026-03-10T09:14:00Z')})`);
    await chat('b'.repeat(64), 'waiting', new Date('2026-03-10T14:50:00Z'));

    t.clock.advance((Date.parse(NOW) - t.clock.now().getTime()) / 1000);
    supervisor = staffClient(t.app);
    expect((await supervisor.signIn(SUPERVISOR.email, SUPERVISOR.password)).statusCode).toBe(200);
    const answer = await supervisor.get('/dashboard');
    expect(answer.statusCode, answer.body).toBe(200);
    view = answer.json();
  });
  afterAll(async () => t.close());

  it('counts open requests against their promise, overdue first', () => {
    expect(view.requestsByAge[0]).toEqual({
      form: 'cop',
      brand: 'DIRECTLINE',
      overdue: 1,
      dueSoon: 0,
      onTime: 1,
      oldestMinutes: 120 * 60,
    });
  });

  it('counts the chat waiting now and today’s waits by hour', () => {
    expect(view.chats.waitingNow).toBe(1);
    expect(view.chats.longestWaitingMinutes).toBe(10);
    expect(view.chats.byHour).toEqual([
      { hour: '09:00', started: 1, averageWaitMinutes: 4, longestWaitMinutes: 4 },
      { hour: '14:00', started: 1, averageWaitMinutes: 10, longestWaitMinutes: 10 },
    ]);
  });

  it('counts payments taken, declined and abandoned on today', () => {
    expect(view.payments).toHaveLength(14);
    expect(view.payments.at(-1)).toEqual({ day: '2026-03-10', taken: 1, declined: 1, abandoned: 1 });
    expect(view.payments.slice(0, -1).every((day) => day.taken + day.declined + day.abandoned === 0)).toBe(
      true,
    );
  });

  it('follows the car-change journey from sent to quoted, accepted and paid', () => {
    expect(view.funnels).toEqual([
      { form: 'cov', brand: 'DIRECTLINE', sent: 3, quoted: 3, accepted: 2, paid: 1 },
    ]);
  });

  it('is for supervisors only', async () => {
    const agent = staffClient(t.app);
    await agent.signIn(DEMO_AGENT.email, DEMO_AGENT.password);
    expect((await agent.get('/dashboard')).statusCode).toBe(403);
  });
});
