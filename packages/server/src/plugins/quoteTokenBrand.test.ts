import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentJourney } from '../test/abuse/paymentJourney.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

const PRIVILEGE_HOST = 'privilege.localhost:3000';

describe.each(TEST_DATABASES)('quote links bound to their brand on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  it('opens a Direct Line link on Direct Line only: on the Privilege host it is not a valid link', async () => {
    const journey = paymentJourney(t.app, t.db, await initialise(t.app));
    const quote = await journey.newQuote('FORD', '2019');
    const privilege = await initialise(t.app, PRIVILEGE_HOST);
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/mta-api/mta/${url}`,
        headers: { 'x-auth-token': privilege, host: PRIVILEGE_HOST },
        payload,
      });
    for (const [url, payload] of [
      ['cov/idv/validate', { token: quote.token }],
      ['quote/payment/proceed', quote],
      ['quote/accept', quote],
      ['quote/decline', quote],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json().errorCode, url).toBe('INVALID_TOKEN');
    }
    const status = await t.app.inject({
      url: `/mta-api/mta/payment/payment-status?uuid=${quote.uuid}`,
      headers: { 'x-auth-token': privilege, host: PRIVILEGE_HOST, 'x-mta-quote-token': quote.token },
    });
    expect(status.statusCode).toBe(400);
    // On its own host the same link still opens.
    expect((await journey.post('cov/idv/validate', { token: quote.token })).statusCode).toBe(200);
  });
});
