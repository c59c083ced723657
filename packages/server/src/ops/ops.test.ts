import { demoPolicy, demoYourDetails, referredDriverAnswers } from '@portal/demo-data/answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../test/outboxTestSupport.ts';
import { DEMO_AGENT, staffClient } from '../test/staffTestClient.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';
import { LOCKOUT } from './signInAttempts.ts';
import { SIGN_IN_MESSAGES } from './staffAuth.ts';

const AGENT = DEMO_AGENT;
const SUPERVISOR = { email: 'supervisor@portal.example', password: 'supervisor-demo-password' };
type Rows<T> = { rows: T[] };

describe.each(TEST_DATABASES)('the operations console on %s', (kind) => {
  let t: TestApp;
  let customer: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    customer = await initialise(t.app);
  });
  afterAll(async () => t.close());

  const query = async <T>(text: string) => ((await t.db.execute(text)) as unknown as Rows<T>).rows;
  const save = async (form: string, answers: Record<string, unknown>) => {
    // A fresh session each time: the lock-out test moves the clock past a customer's session.
    customer = await initialise(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/mta-api/mta/${form}/save`,
      headers: { 'x-auth-token': customer, 'content-type': 'application/json' },
      payload: JSON.stringify({ brand: 'DIRECTLINE', product: 'MOTOR', answers }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as string[])[0]!;
  };
  const amelia = { ...demoYourDetails('10000001'), policyNumber: '10000001' };
  const oliver = { ...demoYourDetails('10000002'), policyNumber: '10000002' };
  const signedIn = async (who: { email: string; password: string }) => {
    const client = staffClient(t.app);
    expect((await client.signIn(who.email, who.password)).statusCode).toBe(200);
    return client;
  };

  it('keeps only argon2id hashes of the demo passwords', async () => {
    const rows = await query<{ password_hash: string }>('select password_hash from staff_accounts');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain('demo-password');
    }
  });

  it('refuses a wrong password with a message, and a call without the CSRF token', async () => {
    const client = staffClient(t.app);
    const wrong = await client.signIn(AGENT.email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(SIGN_IN_MESSAGES.wrong);
    const noToken = await client.post('/sign-in', AGENT, { 'x-csrf-token': '' });
    expect(noToken.statusCode).toBe(403);
    expect((await client.get('/queue')).statusCode).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Strict cookie, Secure off localhost, and signs out', async () => {
    const client = staffClient(t.app);
    await client.csrf();
    const response = await client.post('/sign-in', AGENT, { host: 'ops.portal.example' });
    const set = response.cookies.find((cookie) => cookie.name === 'ops_session');
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true, path: '/ops-api' });
    // The console's page, drawn for whoever is signed in, is sent the same session, as strictly.
    const forPage = response.cookies
      .filter((cookie) => cookie.name === 'ops_session')
      .map((cookie) => cookie.path);
    expect(forPage).toEqual(['/ops-api', '/ops/']);
    expect(response.cookies.filter((cookie) => cookie.name === 'ops_session' && !cookie.httpOnly)).toEqual(
      [],
    );
    await client.csrf();
    expect((await client.get('/me')).json().staff).toMatchObject({ email: AGENT.email, role: 'agent' });
    expect((await client.post('/sign-out')).statusCode).toBe(204);
    expect((await client.get('/me')).statusCode).toBe(401);
  });

  it(`locks an account after ${LOCKOUT.attempts} wrong passwords, even to the right one`, async () => {
    const client = staffClient(t.app);
    for (let attempt = 1; attempt < LOCKOUT.attempts; attempt++)
      expect((await client.signIn(SUPERVISOR.email, 'wrong-password')).json().message).toBe(
        SIGN_IN_MESSAGES.wrong,
      );
    expect((await client.signIn(SUPERVISOR.email, 'wrong-password')).json().message).toBe(
      SIGN_IN_MESSAGES.locked,
    );
    expect((await client.signIn(SUPERVISOR.email, SUPERVISOR.password)).json().message).toBe(
      SIGN_IN_MESSAGES.locked,
    );
    t.clock.advance(LOCKOUT.minutes * 60 + 1);
    expect((await client.signIn(SUPERVISOR.email, SUPERVISOR.password)).statusCode).toBe(200);
  });

  it("binds the CSRF token to the staff session: an attacker's own token and cookie fail beside a victim's session", async () => {
    const victim = await signedIn(AGENT);
    const attacker = staffClient(t.app);
    const attackerToken = await attacker.csrf();
    const tossed = await t.app.inject({
      method: 'POST',
      url: '/ops-api/sign-out',
      headers: {
        cookie: `ops_session=${victim.jar.get('ops_session')}; _csrf=${attacker.jar.get('_csrf')}`,
        'x-csrf-token': attackerToken,
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(tossed.statusCode).toBe(403);
    expect((await victim.get('/me')).statusCode).toBe(200);
    // The victim's own page, holding the token sign-in handed over, still works.
    expect((await victim.post('/sign-out')).statusCode).toBe(204);
  });

  it('rejects a request with a reason that is emailed to the customer', async () => {
    const reference = await save('cop', { ...oliver, newPhone: '01632 960 001' });
    const agent = await signedIn(AGENT);
    expect((await agent.post(`/requests/${reference}/reject`, { reason: '' })).statusCode).toBe(400);
    const reason = 'We need to speak to you to confirm this number. Please call us.';
    expect((await agent.post(`/requests/${reference}/reject`, { reason })).statusCode).toBe(200);
    const email = (await outboxEmails(t.db, 'request-rejected')).at(-1);
    expect(email?.text).toContain(reason);
    expect(email?.recipient).toBe(demoPolicy('10000002').holder.email);
  });

  it("applies a change of name: the policyholder's name on record changes and the audit names the agent", async () => {
    const reference = await save('con', {
      ...amelia,
      title: 'Mrs',
      newFirstName: 'Amelia',
      newLastName: 'Stone',
      reason: 'Marriage',
    });
    const agent = await signedIn(AGENT);
    const queue = await agent.get('/queue?status=new&policyNumber=10000001&form=con');
    expect(queue.json().requests.map((row: { reference: string }) => row.reference)).toContain(reference);
    const page = (await agent.get(`/requests/${reference}`)).json();
    expect(page.answers.flatMap((group: { rows: object[] }) => group.rows)).toContainEqual(
      expect.objectContaining({ name: 'newLastName', value: 'Stone' }),
    );
    expect(page.change).toEqual({
      label: "Policyholder's name",
      onRecord: 'Ms Amelia Hart',
      requested: 'Mrs Amelia Stone',
    });

    const applied = await agent.post(`/requests/${reference}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    const [holder] = await query<{ first_name: string; last_name: string; title: string; version: number }>(
      `select ph.title, ph.first_name, ph.last_name, p.version from policies p
       join policyholders ph on ph.id = p.policyholder_id where p.policy_number = '10000001'`,
    );
    expect(holder).toMatchObject({ title: 'Mrs', first_name: 'Amelia', last_name: 'Stone', version: 2 });
    const [change] = await query<{ actor: string }>(
      'select actor from policy_changes order by id desc limit 1',
    );
    expect(change?.actor).toBe(`staff: ${AGENT.email}`);
    // A second apply finds it done.
    expect((await agent.post(`/requests/${reference}/apply`)).statusCode).toBe(409);

    const supervisor = await signedIn(SUPERVISOR);
    const audit = (await supervisor.get('/audit')).json().entries as {
      staffEmail: string;
      action: string;
      subject: string;
    }[];
    expect(audit).toContainEqual(
      expect.objectContaining({
        staffEmail: AGENT.email,
        action: 'Applied to the policy',
        subject: reference,
      }),
    );
    expect((await agent.get('/audit')).statusCode).toBe(403);
    const done = (await agent.get('/queue?status=done&form=con')).json().requests;
    expect(done.find((row: { reference: string }) => row.reference === reference)?.outcome).toBe('applied');
  });

  it('applies a change of registration: the car on record gets its new plate as a new version', async () => {
    const reference = await save('cor', {
      ...oliver,
      coverStartDateFlag: 'LATER',
      coverStartDate: '20/03/2026',
      eligibilityConfirmation: true,
      currentCarReg: 'OB 11 NNT',
      checkbox0: true,
      checkbox1: true,
    });
    // A quote is open on this policy (another driver): applying supersedes it, on purpose.
    await save('aad', {
      ...oliver,
      ...referredDriverAnswers('20/03/2026', '02/01/1980'),
      yearsLicenceHeld: '9',
      convictionsFlag: 'false',
      convictions: [],
    });
    const agent = await signedIn(AGENT);
    expect((await agent.post(`/requests/${reference}/apply`)).json().errorCode).toBe('OPEN_QUOTE');
    const applied = await agent.post(`/requests/${reference}/apply`, { confirmOpenQuotes: true });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().message).toContain('Registration MA68PLN changed to OB11NNT');
    const plates = await query<{ registration: string }>(
      `select v.registration from vehicles v join policies p on p.id = v.policy_id where p.policy_number = '10000002'`,
    );
    expect(plates.map((row) => row.registration)).toEqual(['OB11NNT']);
  });

  it("shows a policy's quotes, payments and emails, and resends an email", async () => {
    const agent = await signedIn(AGENT);
    const activity = (await agent.get('/policies/10000001')).json();
    expect(activity.policy.lastName).toBe('Stone');
    expect(activity.emails.length).toBeGreaterThan(0);
    const before = activity.emails.length;
    expect((await agent.post(`/emails/${activity.emails[0].id}/resend`)).statusCode).toBe(200);
    expect((await agent.get('/policies/10000001')).json().emails).toHaveLength(before + 1);
  });
});
