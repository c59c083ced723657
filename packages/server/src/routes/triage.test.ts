import { POLICY_STATUS_NOT_FOUND } from '@portal/domain/triage/triageApi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startSession, type TestApp, testDatabaseKinds } from '../test/testApp.ts';

/** The demo store (domain/demo.ts): Amelia Hart's car, Grace Turner's, Arthur Price's, George Evans's home. */
const SELF_SERVE = 'YA19KXR';
const SIGN_IN = 'BK21TWF';
const TALK_TO_US = 'LR70HGD';
/** Flat 1, Alder House, LS1 4AP: the seeded home policy's address on Nationwide. */
const EVANS_HOME_UPRN = '100023000000';
const NEIGHBOUR_UPRN = '100023000001';

describe.each(testDatabaseKinds)('triage lookups on %s', (kind) => {
  let harness: TestApp;
  let token: string;
  let nationwide: string;
  let privilege: string;

  beforeAll(async () => {
    harness = await createTestApp(kind);
    token = await startSession(harness.app);
    nationwide = await startSession(harness.app, 'nationwide.localhost:3000');
    privilege = await startSession(harness.app, 'privilege.localhost:3000');
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** A call on the Direct Line host, or on the host whose session is given. */
  const post = (path: string, payload: unknown, withToken: boolean | string = true) => {
    const session = typeof withToken === 'string' ? withToken : withToken ? token : undefined;
    const host =
      session === nationwide
        ? 'nationwide.localhost:3000'
        : session === privilege
          ? 'privilege.localhost:3000'
          : undefined;
    return harness.app.inject({
      method: 'POST',
      url: `/mta-api/mta/${path}`,
      headers: {
        'content-type': 'application/json',
        ...(session ? { 'x-auth-token': session } : {}),
        ...(host ? { host } : {}),
      },
      payload: JSON.stringify(payload),
    });
  };

  describe('POST triage/policy-status', () => {
    it('answers the triage status of the policy insuring the vehicle, spaces and case ignored', async () => {
      const answers = await Promise.all(
        [SELF_SERVE, 'bk21 twf', ` ${TALK_TO_US} `, 'MK20RFA'].map((registration) =>
          post('triage/policy-status', { registration }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      // MK20RFA is insured with Privilege: the Direct Line site does not say so.
      expect(answers.map((answer) => answer.json().policyStatus)).toEqual([0, 1, 3, POLICY_STATUS_NOT_FOUND]);
      expect((await post('triage/policy-status', { registration: 'MK20RFA' }, privilege)).json()).toEqual({
        policyStatus: 2,
      });
    });

    it('answers "not found here" for a valid registration no policy insures', async () => {
      const response = await post('triage/policy-status', { registration: 'AB12CDE' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ policyStatus: POLICY_STATUS_NOT_FOUND });
    });

    it('refuses a malformed registration with the spec message, never a 500', async () => {
      for (const payload of [
        { registration: 'NOT A PLATE!' },
        { registration: 42 },
        {},
        { registration: 'X'.repeat(500) },
      ]) {
        const response = await post('triage/policy-status', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: expect.any(String) });
        expect(Array.isArray(response.json().fields)).toBe(true);
      }
      const bad = await post('triage/policy-status', { registration: 'NOT A PLATE!' });
      expect(bad.json().fields).toEqual([
        { field: 'registration', message: 'Registration number is invalid' },
      ]);
    });

    it('needs a session like every other call', async () => {
      const response = await post('triage/policy-status', { registration: SIGN_IN }, false);
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST hor/request/triage', () => {
    it('finds the home policy at its current address for its own brand', async () => {
      const response = await post(
        'hor/request/triage',
        { uprn: EVANS_HOME_UPRN, brand: 'NATIONWIDE' },
        nationwide,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ policyFound: true });
    });

    it('finds nothing next door, under another deployment brand, or for a motor policy at that address', async () => {
      const neighbour = await post(
        'hor/request/triage',
        { uprn: NEIGHBOUR_UPRN, brand: 'NATIONWIDE' },
        nationwide,
      );
      expect(neighbour.json()).toEqual({ policyFound: false });
      // Amelia Hart's Direct Line motor policy is at the same flat: not a home policy.
      const directLine = await post('hor/request/triage', { uprn: EVANS_HOME_UPRN, brand: 'DIRECTLINE' });
      expect(directLine.json()).toEqual({ policyFound: false });
      // Another brand's site learns nothing of Nationwide's customers, whatever the body says.
      const forged = await post('hor/request/triage', { uprn: EVANS_HOME_UPRN, brand: 'NATIONWIDE' });
      expect(forged.json()).toEqual({ policyFound: false });
    });

    it('lets a partner brand find the home policy it sold', async () => {
      const response = await post(
        'hor/request/triage',
        { uprn: EVANS_HOME_UPRN, brand: 'natwest' },
        nationwide,
      );
      expect(response.json()).toEqual({ policyFound: true });
    });

    it('refuses a bad UPRN or brand with 400 and the fields', async () => {
      for (const payload of [
        { uprn: 'abc', brand: 'NATIONWIDE' },
        { uprn: EVANS_HOME_UPRN, brand: 'ACME' },
        { uprn: EVANS_HOME_UPRN },
        { uprn: 1234, brand: 'NATIONWIDE' },
      ]) {
        const response = await post('hor/request/triage', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
        expect(response.json().fields.length).toBeGreaterThan(0);
      }
    });
  });
});

describe('triage rate limit', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp('pglite');
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('limits one client to 60 lookups a minute, however high the global limit', async () => {
    const token = await startSession(harness.app);
    const statuses: number[] = [];
    for (let call = 0; call < 61; call += 1) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/mta-api/mta/triage/policy-status',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        payload: JSON.stringify({ registration: SELF_SERVE }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
