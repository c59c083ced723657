import { DEMO_POLICIES } from '@portal/domain/demo';
import { validYourDetails } from '@portal/domain/journeys/testFixtures';
import { MESSAGES } from '@portal/domain/rules/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startSession, type TestApp, testDatabaseKinds } from '../test/testApp.ts';

const demoPolicy = DEMO_POLICIES[0];
if (!demoPolicy) throw new Error('the demo store is empty');

const conAnswers: Record<string, unknown> = {
  ...validYourDetails,
  policyNumber: demoPolicy.policyNumber,
  'policyHolder.email': 'amelia.hart@example.com',
  title: 'Ms',
  newFirstName: 'Amelia',
  newLastName: 'Stone',
  reason: 'Marriage',
};
const conBody = { brand: 'DIRECTLINE', product: 'MOTOR', answers: conAnswers };

describe.each(testDatabaseKinds)('saving a request on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await startSession(t.app);
  });
  afterAll(async () => t.close());

  const count = async (table: 'requests' | 'outbox') => {
    const result = (await t.database.db.execute(`select count(*)::int as n from ${table}`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(result.rows[0]?.n);
  };
  const save = (form: string, payload: string | object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/mta-api/mta/${form}/save`,
      headers: { 'x-auth-token': token, 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  /** Runs a refused save and checks that it wrote nothing at all. */
  async function refused(send: () => ReturnType<typeof save>) {
    const before = [await count('requests'), await count('outbox')];
    const response = await send();
    expect([await count('requests'), await count('outbox')]).toEqual(before);
    return response;
  }

  it('refuses missing answers with the spec messages, field by field', async () => {
    const response = await refused(() => save('con', { ...conBody, answers: {} }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Please correct invalid fields above before continuing');
    expect(body.fields).toContainEqual({
      field: 'policyHolder.firstName',
      message: MESSAGES.firstNameRequired,
    });
    expect(body.fields).toContainEqual({ field: 'newLastName', message: MESSAGES.lastNameRequired });
  });

  it('refuses a malformed answer the browser should have caught', async () => {
    const response = await refused(() =>
      save('con', { ...conBody, answers: { ...conAnswers, newFirstName: '<script>' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual({
      field: 'newFirstName',
      message: MESSAGES.firstNameInvalid,
    });
  });

  it('refuses a body of the wrong shape, malformed JSON and an oversized body without a 500', async () => {
    const wrongShape = await refused(() => save('con', { brand: 'NOT_A_BRAND', answers: [] }));
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().errorCode).toBe('VALIDATION_ERROR');
    expect(wrongShape.json().fields.map((field: { field: string }) => field.field)).toContain('brand');

    const malformed = await refused(() => save('con', '{"brand":'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorCode).toBeTypeOf('string');

    const huge = { ...conBody, answers: { ...conAnswers, padding: 'x'.repeat(70 * 1024) } };
    const oversized = await refused(() => save('con', huge));
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().errorCode).toBeTypeOf('string');
  });

  it('refuses an unknown form and a call without a session', async () => {
    const unknown = await refused(() => save('xyz', conBody));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('VALIDATION_ERROR');

    const anonymous = await refused(() => save('con', conBody, { 'x-auth-token': '' }));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe('UNAUTHORISED');
  });

  it('refuses a form the brand does not offer, whatever the browser sent', async () => {
    const response = await refused(() => save('con', { ...conBody, brand: 'NATIONWIDE' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorCode: 'FORM_NOT_ALLOWED',
      message: 'This journey is not available for this brand.',
    });
  });

  it('stores a valid request, linked to its policy, with its confirmation email queued', async () => {
    const before = [await count('requests'), await count('outbox')];
    const response = await save('con', conBody);
    expect(response.statusCode).toBe(200);
    const [reference] = response.json() as string[];
    expect(reference).toMatch(/^REQ-[0-9A-F]{10}$/);
    expect([await count('requests'), await count('outbox')]).toEqual([
      (before[0] ?? 0) + 1,
      (before[1] ?? 0) + 1,
    ]);

    const stored = (await t.database.db.execute(
      `select r.form, r.brand, p.policy_number from requests r left join policies p on p.id = r.policy_id
       where r.reference = '${reference}'`,
    )) as unknown as { rows: { form: string; brand: string; policy_number: string | null }[] };
    expect(stored.rows).toEqual([
      { form: 'con', brand: 'DIRECTLINE', policy_number: demoPolicy.policyNumber },
    ]);

    const email = (await t.database.db.execute(
      `select recipient, subject, text, status from outbox order by id desc limit 1`,
    )) as unknown as { rows: { recipient: string; subject: string; text: string; status: string }[] };
    expect(email.rows[0]).toMatchObject({ recipient: 'amelia.hart@example.com', status: 'pending' });
    expect(email.rows[0]?.text).toContain(reference);
  });

  it('writes neither the request nor the email when the email cannot be queued', async () => {
    // Break the outbox so the second insert of the transaction fails.
    await t.database.db.execute('alter table outbox rename to outbox_unavailable');
    try {
      const before = await count('requests');
      const response = await save('con', conBody);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ errorCode: 'SERVER_ERROR', message: 'Server error' });
      expect(await count('requests')).toBe(before);
    } finally {
      await t.database.db.execute('alter table outbox_unavailable rename to outbox');
    }
  });
});
