import { demoYourDetails, referredDriverAnswers } from '@portal/demo-data/answers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxEmails } from '../test/outboxTestSupport.ts';
import { DEMO_AGENT, type StaffClient, staffClient } from '../test/staffTestClient.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

const SUPERVISOR = { email: 'supervisor@portal.example', password: 'supervisor-demo-password' };

/**
 * A supervisor's price for a referred change: it must agree with itself, a reduction needs a
 * reason, the quote is looked at before it is sent, and a policy has one open quote at a time.
 * Each test starts from a fresh database, as each leaves an open quote on the policy.
 */
describe.each(TEST_DATABASES)('a referral priced by hand on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ kind });
  });
  afterEach(async () => t.close());

  const query = async <T>(text: string) => ((await t.db.execute(text)) as unknown as { rows: T[] }).rows;
  const oliver = { ...demoYourDetails('10000002'), policyNumber: '10000002' };
  /** A referred change: a driver under 21 with a conviction, added to 10000002. */
  const referral = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/aad/save',
      headers: { 'x-auth-token': await initialise(t.app), 'content-type': 'application/json' },
      payload: JSON.stringify({
        brand: 'DIRECTLINE',
        product: 'MOTOR',
        answers: { ...oliver, ...referredDriverAnswers('20/03/2026', '02/01/2007') },
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as string[])[0]!;
  };
  const signedIn = async (who: { email: string; password: string }) => {
    const client = staffClient(t.app);
    expect((await client.signIn(who.email, who.password)).statusCode).toBe(200);
    return client;
  };
  /** The change for the rest of the term that agrees with `annual`, as the refusal names it. */
  const agreeingChange = async (supervisor: StaffClient, reference: string, annual: string) => {
    const refused = await supervisor.post(`/requests/${reference}/price/preview`, {
      premiumChange: '0.01',
      newAnnualPremium: annual,
    });
    expect(refused.statusCode).toBe(400);
    const [field] = refused.json().fields;
    expect(field.field).toBe('premiumChange');
    return (field.message as string).match(/Enter (-?£[\d,.]+)/)![1]!.replace(/[£,]/g, '');
  };

  it('lets only a supervisor price a referred quote by hand, after a look at the quote, which sends the quote email', async () => {
    const reference = await referral();
    const agent = await signedIn(DEMO_AGENT);
    const referred = (await agent.get('/queue?status=referred')).json().requests;
    expect(referred.map((row: { reference: string }) => row.reference)).toContain(reference);
    const tooMuch = { premiumChange: '112.00', newAnnualPremium: '900' };
    expect((await agent.post(`/requests/${reference}/price`, tooMuch)).statusCode).toBe(403);
    const supervisor = await signedIn(SUPERVISOR);
    // Prices a supervisor can read: words, not "expected number, received NaN"; no negative premium.
    const typo = await supervisor.post(`/requests/${reference}/price`, { ...tooMuch, premiumChange: 'abc' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toBe('Enter the premium change in pounds, for example 112.50');
    const negative = await supervisor.post(`/requests/${reference}/price`, {
      ...tooMuch,
      newAnnualPremium: '-900',
    });
    expect(negative.json().message).toBe('The new annual premium must be more than £0');
    // A change that does not agree with the annual premium and the days left is refused, on its field.
    const disagrees = await supervisor.post(`/requests/${reference}/price`, tooMuch);
    expect(disagrees.statusCode).toBe(400);
    expect(disagrees.json().fields.map((field: { field: string }) => field.field)).toEqual(['premiumChange']);
    expect((await supervisor.get(`/requests/${reference}`)).json().status).toBe('referred');

    const price = {
      premiumChange: await agreeingChange(supervisor, reference, '900'),
      newAnnualPremium: '900',
    };
    const preview = await supervisor.post(`/requests/${reference}/price/preview`, price);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().preview).toMatchObject({ newAnnualPremiumPence: 90_000 });
    expect(preview.json().preview.settlement).toMatch(/./);
    // The look writes nothing: no quote, no email, the request still waits for its price.
    expect((await supervisor.get(`/requests/${reference}`)).json()).toMatchObject({
      status: 'referred',
      quotes: [],
    });
    const priced = await supervisor.post(`/requests/${reference}/price`, price);
    expect(priced.statusCode, priced.body).toBe(200);
    const page = (await supervisor.get(`/requests/${reference}`)).json();
    expect(page.quotes[0]).toMatchObject({
      status: 'PROPOSED',
      totalPremiumChange: Math.round(Number(price.premiumChange) * 100),
    });
    const email = (await outboxEmails(t.db, 'quote')).at(-1);
    expect(email?.subject).toContain('your quote is ready');
  });

  it('asks a reason for a reduction, and keeps it in the history', async () => {
    const reference = await referral();
    const supervisor = await signedIn(SUPERVISOR);
    const price = {
      premiumChange: await agreeingChange(supervisor, reference, '100'),
      newAnnualPremium: '100',
    };
    expect(Number(price.premiumChange)).toBeLessThan(0);
    const unexplained = await supervisor.post(`/requests/${reference}/price`, price);
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().fields).toEqual([
      { field: 'reason', message: 'Say why this change reduces the premium: a reduction needs a reason.' },
    ]);
    const reason = 'Underwriter agreed a lower rate for this driver';
    expect((await supervisor.post(`/requests/${reference}/price`, { ...price, reason })).statusCode).toBe(
      200,
    );
    expect(JSON.stringify((await supervisor.get(`/requests/${reference}`)).json().history)).toContain(reason);
  });

  it('sends one open referral quote per policy, even when two are priced at once', async () => {
    const [first, second] = [await referral(), await referral()];
    const supervisor = await signedIn(SUPERVISOR);
    const price = { premiumChange: await agreeingChange(supervisor, first, '900'), newAnnualPremium: '900' };
    const answers = await Promise.all(
      [first, second].map((ref) => supervisor.post(`/requests/${ref}/price`, price)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toMatch(
      /already has an open quote \(REQ-[0-9A-F]{10}\)/,
    );
    const quotes = await query<{ n: number }>(
      `select count(*)::int as n from quotes q join requests r on r.id = q.request_id where r.reference in ('${first}', '${second}')`,
    );
    expect(quotes[0]?.n).toBe(1);
  });
});
