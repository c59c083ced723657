import { demoPolicy, demoYourDetails } from '@portal/demo-data/answers';
import { ERROR_CODES } from '@portal/domain/errors';
import { IDENTITY_ATTEMPT_LIMIT } from '@portal/domain/identity/identity';
import { withBrandDetails } from '@portal/domain/rules/brandedMessage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../test/outboxTestSupport.ts';
import { covAnswers } from '../test/testAnswers.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';
import { CLIENT_ATTEMPT_LIMIT, guessingDelayMs } from './guessingAlert.ts';

/** A change of phone number (a request for staff) by Oliver Bennett on his own policy 10000002. */
const copFor = (policyNumber: string, overrides: Record<string, unknown> = {}) => ({
  brand: 'DIRECTLINE',
  product: 'PCW',
  answers: { ...demoYourDetails(policyNumber), newPhone: '01632 960 001', ...overrides },
});
// The refusal names the brand's line and hours; it never depends on the policy claimed.
const NOT_MATCHED = {
  errorCode: 'IDENTITY_NOT_MATCHED',
  message: withBrandDetails(ERROR_CODES.IDENTITY_NOT_MATCHED, { brand: 'DIRECTLINE' }),
};

type Rows<T> = { rows: T[] };

describe.each(TEST_DATABASES)('identity before any change (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  const query = async <T>(text: string) => ((await t.db.execute(text)) as unknown as Rows<T>).rows;
  const count = async (table: string) =>
    Number((await query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n);
  const save = (token: string, form: string, body: object, host?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/mta-api/mta/${form}/save`,
      headers: { 'x-auth-token': token, ...(host ? { host } : {}) },
      payload: body,
    });

  it("gives a stranger no quote on someone else's policy, whichever detail is wrong, and tells no one", async () => {
    const before = {
      requests: await count('requests'),
      quotes: await count('quotes'),
      outbox: await count('outbox'),
    };
    const stranger = { 'policyHolder.email': 'stranger@outside.example' };
    const wrong = [
      { ...stranger, 'policyHolder.dob': '01/01/1990' },
      { ...stranger, 'policyHolder.lastName': 'Bennet', 'policyHolder.postcode': 'LS1 4AP' },
      { ...stranger, 'policyHolder.firstName': 'Olivia' },
      { ...stranger, currentVehicleReg: 'YA19 KXR', policyNumber: '10000002' },
    ];
    for (const answers of wrong) {
      const token = await initialise(t.app);
      const response = await save(token, 'cov', {
        brand: 'DIRECTLINE',
        product: 'PCW',
        answers: {
          ...covAnswers(
            { make: 'KIA', model: 'PICANTO', yearOfManufacture: '2019' },
            { current: 'MA68 PLN', next: 'BD73 XKP' },
          ),
          ...demoYourDetails('10000002'),
          policyNumber: '10000002',
          ...answers,
        },
      });
      expect(response.statusCode, response.body).toBe(422);
      // One message, whichever detail failed: it never says which.
      expect(response.json()).toEqual(NOT_MATCHED);
    }
    expect({
      requests: await count('requests'),
      quotes: await count('quotes'),
      outbox: await count('outbox'),
    }).toEqual(before);
    const failures = await query<{ policy_number: string | null; reason: string }>(
      `select p.policy_number, f.reason from identity_failures f left join policies p on p.id = f.policy_id order by f.id`,
    );
    expect(failures.map((row) => row.policy_number)).toEqual([
      '10000002',
      '10000002',
      '10000002',
      '10000002',
    ]);
  });

  it('identifies the holder, binds the session to that policy, and refuses to switch it', async () => {
    const token = await initialise(t.app);
    expect((await save(token, 'cop', copFor('10000002'))).statusCode).toBe(200);
    const [session] = await query<{ policy_number: string }>(
      `select p.policy_number from sessions s join policies p on p.id = s.policy_id where s.policy_id is not null order by s.created_at desc limit 1`,
    );
    expect(session?.policy_number).toBe('10000002');
    // The same session with Amelia Hart's true details: still refused, it belongs to Oliver's policy.
    const other = await save(token, 'cop', copFor('10000001'));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(NOT_MATCHED);
  });

  it("never changes a policy under another brand's host", async () => {
    // Sophie Clarke's 20000001 is a Privilege policy: on the Direct Line host it is not found.
    const token = await initialise(t.app);
    const response = await save(token, 'cop', copFor('20000001'));
    expect(response.json()).toEqual(NOT_MATCHED);
  });

  it('refuses a motor change sent as a home product', async () => {
    const token = await initialise(t.app);
    const response = await save(token, 'cop', { ...copFor('10000001'), product: 'HOME' });
    // The claimed product names the line to call: the home insurance line.
    expect(response.json()).toEqual({
      ...NOT_MATCHED,
      message: withBrandDetails(ERROR_CODES.IDENTITY_NOT_MATCHED, { brand: 'DIRECTLINE', product: 'HOME' }),
    });
  });

  const saveFrom = (remoteAddress: string, token: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/cop/save',
      headers: { 'x-auth-token': token },
      remoteAddress,
      payload: body,
    });
  const wrongDob = (policyNumber: string) =>
    copFor('10000001', { 'policyHolder.dob': '01/01/1970', policyNumber });

  it('answers a made-up number and a real one alike, and never locks the real holder out', async () => {
    const answers: Record<string, number[]> = { real: [], madeUp: [] };
    for (let attempt = 0; attempt < IDENTITY_ATTEMPT_LIMIT + 1; attempt += 1) {
      // A fresh session each time, as a stranger would make.
      answers.real!.push(
        (await saveFrom('198.51.100.1', await initialise(t.app), wrongDob('10000001'))).statusCode,
      );
      answers.madeUp!.push(
        (await saveFrom('198.51.100.2', await initialise(t.app), wrongDob('19999999'))).statusCode,
      );
    }
    expect(answers.real).toEqual(Array(IDENTITY_ATTEMPT_LIMIT + 1).fill(422));
    expect(answers.madeUp).toEqual(answers.real);
    const claims = await query<{ n: number }>(
      `select count(distinct claim_hash)::int as n from identity_failures where claim_hash is not null`,
    );
    expect(Number(claims[0]?.n)).toBeGreaterThanOrEqual(2);
    // The holder, from their own session, is slowed a moment but served.
    const holder = await saveFrom('192.0.2.10', await initialise(t.app), copFor('10000001'));
    expect(holder.statusCode, holder.body).toBe(200);
  });

  it("emails the holder, once, when their policy's details are being guessed at", async () => {
    const alerts = await outboxEmails(t.db, 'identity-guessing-alert');
    expect(alerts.map((row) => row.recipient)).toEqual([demoPolicy('10000001').holder.email]);
    expect(alerts[0]?.text).toContain('10000001');
  });

  it('locks one session after five mismatches, made-up number or real, whatever it sends next', async () => {
    for (const policyNumber of ['10000003', '18888888']) {
      const token = await initialise(t.app);
      for (let attempt = 0; attempt < IDENTITY_ATTEMPT_LIMIT; attempt += 1)
        expect((await saveFrom('198.51.100.3', token, wrongDob(policyNumber))).statusCode).toBe(422);
      const locked = await saveFrom('198.51.100.3', token, copFor('10000003'));
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        errorCode: 'IDENTITY_LOCKED',
        message: withBrandDetails(ERROR_CODES.IDENTITY_LOCKED, { brand: 'DIRECTLINE' }),
      });
    }
  });

  it('refuses a client address that keeps guessing, from any session, until the hour has passed', async () => {
    for (let attempt = 0; attempt < CLIENT_ATTEMPT_LIMIT; attempt += 1)
      await saveFrom('203.0.113.7', await initialise(t.app), wrongDob(String(30000000 + attempt)));
    const refused = await saveFrom('203.0.113.7', await initialise(t.app), copFor('10000004'));
    expect(refused.statusCode).toBe(429);
    t.clock.advance(61 * 60);
    expect((await saveFrom('203.0.113.7', await initialise(t.app), copFor('10000004'))).statusCode).toBe(200);
  });

  it('tells the policyholder at the address on record when the request gave another one', async () => {
    const token = await initialise(t.app);
    const response = await save(
      token,
      'cop',
      copFor('10000002', { 'policyHolder.email': 'oliver.new@example.com' }),
    );
    expect(response.statusCode).toBe(200);
    const [reference] = response.json() as string[];
    const mail = (await outboxEmails(t.db)).filter((email) => email.text.includes(reference ?? '?'));
    expect(mail.map((row) => [row.recipient, row.kind])).toEqual([
      ['oliver.new@example.com', 'request-received'],
      ['oliver.bennett@example.com', 'change-requested-notice'],
    ]);
  });

  it('takes the brand from the host: a forged body brand, another host, another initialise path', async () => {
    const token = await initialise(t.app);
    const forged = await save(token, 'cop', { ...copFor('10000002'), brand: 'PRIVILEGE' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errorCode).toBe('BRAND_MISMATCH');
    const partner = await save(token, 'cop', { ...copFor('10000002'), partner: 'RBS' });
    expect(partner.statusCode).toBe(403);
    // A Direct Line session does not work on the Privilege host.
    const elsewhere = await save(
      token,
      'cop',
      { ...copFor('10000002'), brand: 'PRIVILEGE' },
      'privilege.localhost:3000',
    );
    expect(elsewhere.statusCode).toBe(401);
    const wrongPath = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/initialize/privilege',
      headers: { host: 'directline.localhost:3000' },
    });
    expect(wrongPath.statusCode).toBe(403);
    expect(wrongPath.headers['x-auth-token']).toBeUndefined();
  });
});

describe('the delay for a much-guessed claim', () => {
  it('is none up to the limit, then doubles from half a second to at most eight', () => {
    expect(guessingDelayMs(0)).toBe(0);
    expect(guessingDelayMs(IDENTITY_ATTEMPT_LIMIT - 1)).toBe(0);
    expect(guessingDelayMs(IDENTITY_ATTEMPT_LIMIT)).toBe(500);
    expect(guessingDelayMs(IDENTITY_ATTEMPT_LIMIT + 1)).toBe(1000);
    expect(guessingDelayMs(IDENTITY_ATTEMPT_LIMIT + 20)).toBe(8000);
  });
});
