import { DEMO_POLICIES } from '@portal/demo-data/policies';
import { CALL_NAME_LIST } from '@portal/domain/forms';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

const prepopPolicy = DEMO_POLICIES.find((policy) => policy.prepopToken);
if (!prepopPolicy?.prepopToken) throw new Error('the demo store needs a policy with a prepopulation token');

describe.each(TEST_DATABASES)('static data on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    token = await initialise(t.app);
  });
  afterAll(async () => t.close());

  const data = (form: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/mta-api/mta/${form}/data`,
      headers: { 'x-auth-token': token, ...extra },
    });

  it('answers the server clock, the due date 30 London days ahead and the cover start choices', async () => {
    const response = await data('con');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.now).toBe(t.clock.now().toISOString());
    expect(body.due).toBe('2026-04-09');
    expect(body.dates.coverStart[0]).toBe('2026-03-10');
    expect(body.dates.coverStart.at(-1)).toBe('2026-04-09');
    expect(body.policy).toBeUndefined();
  });

  it("keeps a prepopulation token to its own brand's site", async () => {
    const privilege = await initialise(t.app, 'privilege.localhost:3000');
    const response = await t.app.inject({
      method: 'GET',
      url: '/mta-api/mta/con/data',
      headers: {
        host: 'privilege.localhost:3000',
        'x-auth-token': privilege,
        'x-mta-prepop-token': prepopPolicy.prepopToken ?? '',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().policy).toBeUndefined();
  });

  it('fills in the policy for a known prepopulation token', async () => {
    const response = await data('con', { 'x-mta-prepop-token': prepopPolicy.prepopToken ?? '' });
    expect(response.statusCode).toBe(200);
    const { policy } = response.json();
    expect(policy.client).toMatchObject({
      forename: prepopPolicy.holder.firstName,
      surname: prepopPolicy.holder.lastName,
      dateOfBirth: prepopPolicy.holder.dateOfBirth,
      postcode: prepopPolicy.postcode,
      email: prepopPolicy.holder.email,
    });
    expect(policy.policyDetails.policyNumber).toBe(prepopPolicy.policyNumber);
    expect(policy.policyDetails.regNum).toBe(prepopPolicy.registration);
  });

  it('leaves the policy out for an unknown prepopulation token', async () => {
    const response = await data('con', { 'x-mta-prepop-token': 'no-such-token' });
    expect(response.statusCode).toBe(200);
    expect(response.json().policy).toBeUndefined();
  });

  it('answers home-lapse data', async () => {
    expect((await data('home-lapse')).statusCode).toBe(200);
  });

  it('serves the data under every name the form registry says a form is called by', async () => {
    for (const name of CALL_NAME_LIST) expect((await data(name)).statusCode, name).toBe(200);
  });

  it('refuses an unknown form with a code, and a call without a session', async () => {
    const unknown = await data('xyz');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('VALIDATION_ERROR');
    const anonymous = await t.app.inject({ method: 'GET', url: '/mta-api/mta/con/data' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe('UNAUTHORISED');
  });

  it('never answers a 500 to 200 generated junk forms, query strings and prepopulation tokens', async () => {
    const printable = fc.stringMatching(/^[ -~]{0,60}$/);
    const form = fc.oneof(fc.constantFrom('con', 'cop', 'home-lapse', 'gcov', 'xyz'), printable);
    const query = fc.dictionary(printable, printable, { maxKeys: 3 });
    const prepop = fc.option(fc.oneof(printable, fc.constant(prepopPolicy.prepopToken ?? '')), {
      nil: undefined,
    });
    await fc.assert(
      fc.asyncProperty(form, query, prepop, async (code, params, prepopToken) => {
        const search = new URLSearchParams(params).toString();
        const response = await t.app.inject({
          method: 'GET',
          url: `/mta-api/mta/${encodeURIComponent(code)}/data${search ? `?${search}` : ''}`,
          headers: {
            'x-auth-token': token,
            ...(prepopToken === undefined ? {} : { 'x-mta-prepop-token': prepopToken }),
          },
        });
        expect(response.statusCode, `${code} ${search}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json().errorCode).toBeTypeOf('string');
      }),
      { numRuns: 200 },
    );
  });
});

describe('static data in British Summer Time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind: 'pglite' });
  });
  afterAll(async () => t.close());

  it('counts London days, not UTC days', async () => {
    // 23:30 UTC on 1 April 2026 is already 2 April in London (BST).
    t.clock.advance((22 * 24 + 13) * 3600 + 30 * 60);
    expect(t.clock.now().toISOString()).toBe('2026-04-01T23:30:00.000Z');
    const token = await initialise(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/mta-api/mta/con/data',
      headers: { 'x-auth-token': token },
    });
    const body = response.json();
    expect(body.dates.coverStart[0]).toBe('2026-04-02');
    expect(body.due).toBe('2026-05-02');
  });
});

describe('prepopulation token guessing', () => {
  it('is limited like quote links, while plain static data is not held back', async () => {
    const t = await createTestApp({ kind: 'pglite', env: { TOKEN_RATE_LIMIT_MAX: '3' } });
    try {
      const token = await initialise(t.app);
      const call = (prepop?: string) =>
        t.app.inject({
          method: 'GET',
          url: '/mta-api/mta/con/data',
          headers: { 'x-auth-token': token, ...(prepop ? { 'x-mta-prepop-token': prepop } : {}) },
        });
      const guesses = [];
      for (let i = 0; i < 5; i++) guesses.push((await call(`guess-${i}`)).statusCode);
      expect(guesses).toEqual([200, 200, 200, 429, 429]);
      expect((await call()).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
