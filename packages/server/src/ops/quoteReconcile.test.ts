import { demoYourDetails } from '@portal/demo-data/answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securePaymentCalls } from '../test/secureFormTestSupport.ts';
import { DEMO_AGENT, staffClient } from '../test/staffTestClient.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

type Quote = { uuid: string; state: string; status: string; flag: string | null };

/**
 * Each describe gets its own app: the second moves its clock on, which would age the first's
 * quotes. Tuesday 10 March 2026, 22:40 in London: secure payment is open.
 */
function consoleApp(kind: (typeof TEST_DATABASES)[number]) {
  let t: TestApp;
  let session: string;
  const clock = testClock('2026-03-10T22:40:00Z');
  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
    session = await initialise(t.app);
  });
  afterAll(async () => t.close());
  const agentClient = async () => {
    const client = staffClient(t.app);
    expect((await client.signIn(DEMO_AGENT.email, DEMO_AGENT.password)).statusCode).toBe(200);
    return client;
  };
  const calls = securePaymentCalls(
    () => t,
    () => session,
  );
  return { ...calls, clock, agentClient, app: () => t.app, session: () => session };
}

describe.each(TEST_DATABASES)('quotes and payments reconcile in the console, on %s', (kind) => {
  const { api, form, proceededQuote, agentClient, session } = consoleApp(kind);

  it('links a card payment to the request its quote was for, with nothing to flag once confirmed', async () => {
    const quote = await proceededQuote();
    const url = (await api(session(), 'speik/url', { uuid: quote.uuid }, quote.token)).json() as string;
    const paid = await form(url, {
      holderName: 'Amelia Hart',
      cardNumber: '4111 1111 1111 1111',
      expiryMonth: '12',
      expiryYear: '2029',
      securityNumber: '123',
      postCode: 'LS1 4AP',
    });
    expect(paid.body).toContain('Payment taken');
    const agent = await agentClient();
    const activity = (await agent.get('/policies/10000001')).json();
    const reference = (activity.quotes as (Quote & { reference: string })[]).find(
      (q) => q.uuid === quote.uuid,
    )!.reference;
    expect(activity.payments).toContainEqual(
      expect.objectContaining({ quoteUuid: quote.uuid, reference, status: 'AUTHORISED', flag: null }),
    );
  });
});

describe.each(TEST_DATABASES)('quotes left behind, in the console, on %s', (kind) => {
  const { proceededQuote, agentClient, clock, app } = consoleApp(kind);
  const quoteOf = async (client: Awaited<ReturnType<typeof agentClient>>, uuid: string) =>
    ((await client.get('/policies/10000001')).json().quotes as Quote[]).find((quote) => quote.uuid === uuid);

  it('flags a quote left in PAYMENT_PROCEEDED, refuses on the server to supersede it until confirmed, then shows it SUPERSEDED', async () => {
    const { uuid } = await proceededQuote();
    const agent = await agentClient();
    expect(await quoteOf(agent, uuid)).toMatchObject({ state: 'PAYMENT_PROCEEDED', flag: null });
    clock.advance(31 * 60);
    expect((await quoteOf(agent, uuid))?.flag).toMatch(/^Stuck at "Customer is paying" for 31 minutes/);

    const saved = await app().inject({
      method: 'POST',
      url: '/mta-api/mta/cop/save',
      headers: { 'x-auth-token': await initialise(app()), 'content-type': 'application/json' },
      payload: JSON.stringify({
        brand: 'DIRECTLINE',
        product: 'MOTOR',
        answers: { ...demoYourDetails('10000001'), policyNumber: '10000001', newPhone: '01632 960 009' },
      }),
    });
    const reference = (saved.json() as string[])[0]!;
    const page = (await agent.get(`/requests/${reference}`)).json();
    expect(page.openQuotesOnPolicy).toEqual([expect.objectContaining({ uuid, state: 'PAYMENT_PROCEEDED' })]);
    // The server warns, and changes nothing, until the agent applies on purpose.
    const warned = await agent.post(`/requests/${reference}/apply`);
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toEqual({
      errorCode: 'OPEN_QUOTE',
      message: expect.stringMatching(
        /^This policy has an open quote: REQ-[0-9A-F]{10} \(customer is paying\)\. Applying this change supersedes it/,
      ),
    });
    expect(await quoteOf(agent, uuid)).toMatchObject({ state: 'PAYMENT_PROCEEDED' });
    expect((await agent.get(`/requests/${reference}`)).json().status).not.toBe('done');
    expect((await agent.post(`/requests/${reference}/apply`, { confirmOpenQuotes: true })).statusCode).toBe(
      200,
    );
    const history = (await agent.get(`/requests/${reference}`)).json().history as { what: string }[];
    expect(history.map((entry) => entry.what).join('\n')).toMatch(/superseding the open quote of REQ-/);
    expect(await quoteOf(agent, uuid)).toMatchObject({ status: 'PAYMENT_PROCEEDED', state: 'SUPERSEDED' });
    const queue = (await agent.get('/queue?form=cov')).json().requests as { quoteStatus: string }[];
    expect(queue[0]?.quoteStatus).toBe('SUPERSEDED');
  });
});
