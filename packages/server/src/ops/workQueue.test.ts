import { demoPolicy, demoYourDetails } from '@portal/demo-data/answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENT, staffClient } from '../test/staffTestClient.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

const AGENT = DEMO_AGENT;
const SUPERVISOR = { email: 'supervisor@portal.example', password: 'supervisor-demo-password' };
type QueueRow = {
  reference: string;
  status: string;
  owner: { name: string } | null;
  promise: { hours: number; overdue: boolean } | null;
};

describe.each(TEST_DATABASES)('a work queue an agent can work all day, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  const save = async (form: string, answers: Record<string, unknown>, product = 'MOTOR') => {
    const host = 'directline.localhost';
    const response = await t.app.inject({
      method: 'POST',
      url: `/mta-api/mta/${form}/save`,
      headers: { 'x-auth-token': await initialise(t.app, host), host, 'content-type': 'application/json' },
      payload: JSON.stringify({ brand: 'DIRECTLINE', product, answers }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as string[])[0]!;
  };
  const signedIn = async (who: { email: string; password: string }) => {
    const client = staffClient(t.app);
    expect((await client.signIn(who.email, who.password)).statusCode).toBe(200);
    return client;
  };
  const phoneChange = (policyNumber: string, extra: object = {}) =>
    save('cop', { ...demoYourDetails(policyNumber), policyNumber, newPhone: '01632 960 001', ...extra });
  const rowOf = async (client: Awaited<ReturnType<typeof signedIn>>, reference: string, query = '') =>
    ((await client.get(`/queue?q=${reference}${query}`)).json().requests as QueueRow[]).find(
      (row) => row.reference === reference,
    );

  it('shows who took a request, lists it under "my work", and lets it go back to the queue', async () => {
    const reference = await phoneChange('10000002');
    const agent = await signedIn(AGENT);
    expect((await agent.post(`/requests/${reference}/take`)).statusCode).toBe(200);
    expect((await rowOf(agent, reference))?.owner?.name).toBeTruthy();
    const mine = (await agent.get('/queue?owner=me')).json().requests as QueueRow[];
    expect(mine.map((row) => row.reference)).toContain(reference);
    const supervisor = await signedIn(SUPERVISOR);
    expect((await supervisor.get('/queue?owner=me')).json().requests).toEqual([]);
    expect((await agent.get(`/requests/${reference}`)).json().owner.name).toBe(
      (await rowOf(agent, reference))?.owner?.name,
    );

    expect((await agent.post(`/requests/${reference}/release`)).statusCode).toBe(200);
    expect(await rowOf(agent, reference)).toMatchObject({ status: 'new', owner: null });
  });

  it("warns a supervisor applying another agent's request, and applies it once confirmed", async () => {
    const reference = await phoneChange('10000002');
    const agent = await signedIn(AGENT);
    await agent.post(`/requests/${reference}/take`);
    const supervisor = await signedIn(SUPERVISOR);
    const warned = await supervisor.post(`/requests/${reference}/apply`);
    expect(warned.statusCode).toBe(409);
    expect(warned.json().message).toMatch(/is working on this request\. Confirm that you are taking it over/);
    const applied = await supervisor.post(`/requests/${reference}/apply`, { takeOver: true });
    expect(applied.statusCode, applied.body).toBe(200);
  });

  it('hands a request to another staff member, and keeps internal notes and a waiting state', async () => {
    const reference = await phoneChange('10000002');
    const supervisor = await signedIn(SUPERVISOR);
    const staff = (await supervisor.get('/staff')).json().staff as { id: number; role: string }[];
    const agentId = staff.find((member) => member.role === 'agent')!.id;
    expect((await supervisor.post(`/requests/${reference}/assign`, { staffId: agentId })).statusCode).toBe(
      200,
    );
    const agent = await signedIn(AGENT);
    expect(
      ((await agent.get('/queue?owner=me')).json().requests as QueueRow[]).map((r) => r.reference),
    ).toContain(reference);
    expect((await agent.post(`/requests/${reference}/notes`, { note: '' })).statusCode).toBe(400);
    expect(
      (await agent.post(`/requests/${reference}/notes`, { note: 'Customer prefers email' })).statusCode,
    ).toBe(200);
    const tooEarly = await agent.post(`/requests/${reference}/waiting`, {
      note: 'Asked which number is the mobile',
      dueOn: '2026-03-09',
    });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().fields).toEqual([expect.objectContaining({ field: 'dueOn' })]);
    const waiting = await agent.post(`/requests/${reference}/waiting`, {
      note: 'Asked which number is the mobile',
      dueOn: '2026-03-12',
    });
    expect(waiting.statusCode, waiting.body).toBe(200);
    const page = (await agent.get(`/requests/${reference}`)).json();
    expect(page.status).toBe('waiting');
    // Due at the end of the London day chosen (GMT in March before the clocks change).
    expect(page.waitingDue).toEqual({ dueAt: '2026-03-12T23:59:59.999Z', overdue: false });
    expect(page.notes).toEqual([
      expect.objectContaining({ note: 'Customer prefers email', who: AGENT.email }),
    ]);
    expect(JSON.stringify(page.history)).not.toContain('Customer prefers email');
    expect(
      ((await agent.get('/queue?status=waiting')).json().requests as QueueRow[]).map((r) => r.reference),
    ).toContain(reference);
  });

  it('finds requests by reference, name, email, postcode, registration or policy number, however they are typed', async () => {
    const reference = await phoneChange('10000001');
    const agent = await signedIn(AGENT);
    const amelia = demoPolicy('10000001');
    for (const search of [
      reference.toLowerCase(),
      'amelia hart',
      amelia.holder.email.toUpperCase(),
      'ls14ap',
      'ya19 kxr',
      '10000001',
      ' 1000 0001 ',
    ]) {
      const found = (await agent.get(`/queue?q=${encodeURIComponent(search)}`)).json().requests as QueueRow[];
      expect(
        found.map((row) => row.reference),
        search,
      ).toContain(reference);
    }
    const nobody = (await agent.get('/queue?q=nobody-by-this-name')).json();
    expect(nobody).toMatchObject({ requests: [], total: 0 });
  });

  it('pages through everything: the total counts every request, page 2 carries on where page 1 stopped', async () => {
    for (let count = 0; count < 3; count++) await phoneChange('10000002');
    const agent = await signedIn(AGENT);
    const first = (await agent.get('/queue?sort=oldest')).json();
    expect(first.total).toBeGreaterThanOrEqual(3);
    const all = (await t.db.execute('select count(*)::int as n from requests')) as unknown as {
      rows: { n: number }[];
    };
    expect(first.total).toBe(all.rows[0]!.n);
    const references = (first.requests as QueueRow[]).map((row) => row.reference);
    expect(references.length).toBe(Math.min(first.total, first.pageSize));
    const beyond = (await agent.get(`/queue?page=${Math.ceil(first.total / first.pageSize) + 1}`)).json();
    expect(beyond).toMatchObject({ requests: [], total: first.total });
  });

  it('measures a lapse enquiry against 24 hours, or 3 when asked to improve the offer, and flags it overdue', async () => {
    const enquiry = (improveOffer: boolean) =>
      save(
        'lapse',
        {
          ...demoYourDetails('10000002'),
          policyNumber: '10000002',
          receivedInvite: 'true',
          lapseChoice: 'ENQUIRY',
          improveOffer,
        },
        'PCW',
      );
    const plain = await enquiry(false);
    const improve = await enquiry(true);
    const agent = await signedIn(AGENT);
    expect((await rowOf(agent, plain))?.promise).toMatchObject({ hours: 24, overdue: false });
    expect((await rowOf(agent, improve))?.promise).toMatchObject({ hours: 3, overdue: false });
    t.clock.advance(4 * 3600);
    expect((await rowOf(agent, plain))?.promise).toMatchObject({ overdue: false });
    expect((await rowOf(agent, improve))?.promise).toMatchObject({ overdue: true });
    expect((await agent.get(`/requests/${improve}`)).json().promise).toMatchObject({
      hours: 3,
      overdue: true,
    });
  });

  it("lists on a policy's page only the emails sent for that policy, not others sent to the same address", async () => {
    const harry = demoPolicy('30000001');
    await phoneChange('10000001', { 'policyHolder.email': harry.holder.email });
    const agent = await signedIn(AGENT);
    const harrysPage = (await agent.get('/policies/30000001')).json();
    expect(harrysPage.emails).toEqual([]);
    const ameliasPage = (await agent.get('/policies/10000001')).json();
    expect(ameliasPage.emails.map((email: { recipient: string }) => email.recipient)).toContain(
      harry.holder.email,
    );
  });

  it('shows answers as the customer saw them, and what applying would change, on record → requested', async () => {
    const reference = await phoneChange('10000002');
    const agent = await signedIn(AGENT);
    const page = (await agent.get(`/requests/${reference}`)).json();
    const rows = page.answers.flatMap((group: { rows: { label: string; value: string }[] }) => group.rows);
    expect(rows).toContainEqual(expect.objectContaining({ label: 'Date of birth', value: '02/07/1990' }));
    const shown = rows.map((row: { label: string; value: string }) => `${row.label} ${row.value}`).join('\n');
    expect(shown).not.toMatch(/policyHolder\.|1990\/07\/02/);
    expect(page.change).toMatchObject({
      label: 'Contact number',
      requested: expect.stringContaining('01632'),
    });
  });
});
