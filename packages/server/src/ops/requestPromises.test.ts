import { demoYourDetails, referredDriverAnswers } from '@portal/demo-data/answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENT, DEMO_SUPERVISOR, type StaffClient, staffClient } from '../test/staffTestClient.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

type QueueRow = {
  reference: string;
  status: string;
  owner: { name: string } | null;
  promise: { hours: number; overdue: boolean } | null;
  awaitingPrice: boolean;
};

/** Every request is measured against a promise, and a referral is worked like any other request. */
describe.each(TEST_DATABASES)('promises and referrals in the work queue, on %s', (kind) => {
  let t: TestApp;
  let agent: StaffClient;
  let supervisor: StaffClient;
  /** Staff sign in afresh whenever the clock has moved on past their sessions. */
  const signIn = async () => {
    agent = staffClient(t.app);
    supervisor = staffClient(t.app);
    expect((await agent.signIn(DEMO_AGENT.email, DEMO_AGENT.password)).statusCode).toBe(200);
    expect((await supervisor.signIn(DEMO_SUPERVISOR.email, DEMO_SUPERVISOR.password)).statusCode).toBe(200);
  };
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  const save = async (form: string, answers: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/mta-api/mta/${form}/save`,
      headers: { 'x-auth-token': await initialise(t.app), 'content-type': 'application/json' },
      payload: JSON.stringify({ brand: 'DIRECTLINE', product: 'MOTOR', answers }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as string[])[0]!;
  };
  const rowOf = async (reference: string) => {
    const answer = await agent.get(`/queue?q=${reference}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().requests as QueueRow[]).find((row) => row.reference === reference);
  };

  it('promises a simple change the brand’s next-day reply, and marks it overdue once that has passed', async () => {
    const reference = await save('cop', {
      ...demoYourDetails('10000001'),
      policyNumber: '10000001',
      newPhone: '01632 960 002',
    });
    await signIn();
    expect(await rowOf(reference)).toMatchObject({ promise: { hours: 24, overdue: false } });
    t.clock.advance(5 * 24 * 3600);
    await signIn();
    expect(await rowOf(reference)).toMatchObject({ promise: { hours: 24, overdue: true } });
    expect((await agent.get(`/requests/${reference}`)).json().promise.overdue).toBe(true);
    // Ordered by promise, the overdue request comes before ones still in time.
    await save('cop', {
      ...demoYourDetails('10000001'),
      policyNumber: '10000001',
      newPhone: '01632 960 003',
    });
    const byDue = (await agent.get('/queue?sort=due&dir=asc')).json().requests as QueueRow[];
    expect(byDue[0]?.promise?.overdue).toBe(true);
  });

  it('lets an agent take, park and hand over a referral, which still waits for a supervisor’s price', async () => {
    const reference = await save('aad', {
      ...demoYourDetails('10000002'),
      policyNumber: '10000002',
      ...referredDriverAnswers('20/03/2026', '02/01/2007'),
    });
    await signIn();
    expect(await rowOf(reference)).toMatchObject({ status: 'referred', awaitingPrice: true, owner: null });

    expect((await agent.post(`/requests/${reference}/take`)).statusCode).toBe(200);
    expect(await rowOf(reference)).toMatchObject({ status: 'referred', owner: { name: expect.any(String) } });

    const today = t.clock.now().toISOString().slice(0, 10);
    const parked = await agent.post(`/requests/${reference}/waiting`, {
      note: 'Asked for the young driver’s licence',
      dueOn: today,
    });
    expect(parked.statusCode, parked.body).toBe(200);
    expect(await rowOf(reference)).toMatchObject({ status: 'waiting', awaitingPrice: true });

    const staff = (await supervisor.get('/staff')).json().staff as { id: number; role: string }[];
    const to = staff.find((member) => member.role === 'supervisor')!.id;
    expect((await agent.post(`/requests/${reference}/assign`, { staffId: to })).statusCode).toBe(200);
    const page = (await supervisor.get(`/requests/${reference}`)).json();
    expect(page).toMatchObject({ awaitingPrice: true, owner: { id: to } });
    expect(page.history.map((entry: { what: string }) => entry.what).join('\n')).toMatch(
      /Taken[\s\S]*Waiting for the customer[\s\S]*Assigned/,
    );
    const preview = await supervisor.post(`/requests/${reference}/price/preview`, {
      premiumChange: '0',
      newAnnualPremium: '700',
    });
    expect(preview.statusCode).not.toBe(409);
  });
});
