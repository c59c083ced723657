import { demoYourDetails } from '@portal/demo-data/answers';
import { DEMO_POLICIES } from '@portal/demo-data/policies';
import { MESSAGES } from '@portal/domain/rules/messages';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../test/outboxTestSupport.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

const demoPolicy = DEMO_POLICIES.find(
  (policy) => policy.brand === 'DIRECTLINE' && policy.product === 'MOTOR',
);
if (!demoPolicy) throw new Error('the demo store needs a Direct Line motor policy');

/** Answers as the browser sends them: spaces in postcode, phone and plate, dates as DD/MM/YYYY. */
const yourDetails: Record<string, unknown> = {
  ...demoYourDetails(demoPolicy.policyNumber),
  'policyHolder.postcode': 'LS1 4AP',
  currentVehicleReg: 'YA19 KXR',
  policyNumber: demoPolicy.policyNumber,
};
const conAnswers = {
  ...yourDetails,
  title: 'Ms',
  newFirstName: 'Amelia',
  newLastName: 'Stone',
  reason: 'Marriage',
};
const copAnswers = { ...yourDetails, newPhone: '01632 960 001' };
const body = (answers: Record<string, unknown>) => ({ brand: 'DIRECTLINE', product: 'MOTOR', answers });
const conBody = body(conAnswers);

type Rows<T> = { rows: T[] };

describe.each(TEST_DATABASES)('saving a request on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    token = await initialise(t.app);
  });
  afterAll(async () => t.close());

  const query = async <T>(text: string) => ((await t.db.execute(text)) as unknown as Rows<T>).rows;
  const counts = async () => {
    const [row] = await query<{ requests: number; outbox: number }>(
      'select (select count(*) from requests)::int as requests, (select count(*) from outbox)::int as outbox',
    );
    return { requests: Number(row?.requests), outbox: Number(row?.outbox) };
  };
  const save = (form: string, payload: string | object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/mta-api/mta/${form}/save`,
      headers: { 'x-auth-token': token, 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  /** Sends a save that must be refused, and checks it wrote nothing at all. */
  async function refused(send: () => ReturnType<typeof save>) {
    const before = await counts();
    const response = await send();
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await counts()).toEqual(before);
    const envelope = response.json();
    expect(Object.keys(envelope).sort()).toEqual(
      'fields' in envelope ? ['errorCode', 'fields', 'message'] : ['errorCode', 'message'],
    );
    return { status: response.statusCode, ...envelope } as {
      status: number;
      errorCode: string;
      message: string;
      fields?: { field: string; message: string }[];
    };
  }

  it('stores a valid con request, normalised and linked to its policy, with one email queued', async () => {
    const before = await counts();
    const response = await save('con', conBody);
    expect(response.statusCode).toBe(200);
    const [reference] = response.json() as string[];
    expect(reference).toMatch(/^REQ-[0-9A-F]{10}$/);
    expect(await counts()).toEqual({ requests: before.requests + 1, outbox: before.outbox + 1 });

    const [stored] = await query<{ form: string; policy_number: string; details: Record<string, unknown> }>(
      `select r.form, p.policy_number, r.details from requests r join policies p on p.id = r.policy_id
       where r.reference = '${reference}'`,
    );
    expect(stored).toMatchObject({ form: 'con', policy_number: demoPolicy.policyNumber });
    expect(stored?.details).toMatchObject({
      policyHolder: { postcode: 'LS14AP', dob: '1985/03/14', email: 'amelia.hart@example.com' },
      currentVehicleReg: 'YA19KXR',
      newFirstName: 'Amelia',
      newLastName: 'Stone',
    });

    const email = (await outboxEmails(t.db)).at(-1);
    expect(email).toMatchObject({ recipient: 'amelia.hart@example.com', status: 'pending' });
    expect(email?.text).toContain(reference);
  });

  it('stores a valid cop request with the new number without spaces', async () => {
    const response = await save('cop', body(copAnswers));
    expect(response.statusCode).toBe(200);
    const [reference] = response.json() as string[];
    const [stored] = await query<{ form: string; details: Record<string, unknown> }>(
      `select form, details from requests where reference = '${reference}'`,
    );
    expect(stored?.form).toBe('cop');
    expect(stored?.details.newPhone).toBe('01632960001');
  });

  it('refuses missing answers with the spec messages on the right fields', async () => {
    const error = await refused(() => save('con', body({})));
    expect(error).toMatchObject({
      status: 400,
      errorCode: 'VALIDATION_ERROR',
      message: 'Please correct invalid fields above before continuing',
    });
    expect(error.fields).toContainEqual({
      field: 'policyHolder.firstName',
      message: MESSAGES.firstNameRequired,
    });
    expect(error.fields).toContainEqual({ field: 'newLastName', message: MESSAGES.lastNameRequired });
  });

  it('refuses malformed answers field by field', async () => {
    const error = await refused(() =>
      save(
        'con',
        body({ ...conAnswers, newFirstName: '<script>', 'policyHolder.postcode': 'NOT A POSTCODE' }),
      ),
    );
    expect(error.fields).toContainEqual({ field: 'newFirstName', message: MESSAGES.firstNameInvalid });
    expect(error.fields).toContainEqual({
      field: 'policyHolder.postcode',
      message: MESSAGES.postcodeInvalid,
    });
    const phone = await refused(() => save('cop', body({ ...copAnswers, newPhone: '12' })));
    // Named as the field is labelled ("New phone number"), in the spec's phone words.
    expect(phone.fields).toEqual([{ field: 'newPhone', message: 'New phone number is invalid' }]);
  });

  it('refuses answers of the wrong type without a 500', async () => {
    for (const wrong of [42, true, null, ['Amelia'], { first: 'Amelia' }]) {
      const error = await refused(() => save('con', body({ ...conAnswers, newFirstName: wrong })));
      expect(error.status).toBe(400);
      expect(error.fields?.map((field) => field.field)).toContain('newFirstName');
    }
  });

  it('refuses answers of the wrong type rather than coercing them, and stores nothing', async () => {
    const before = await counts();
    for (const [name, wrong] of [
      ['currentVehicleReg', 1234567],
      ['confirmation', 'yes'],
    ] as const) {
      const error = await refused(() => save('con', body({ ...conAnswers, [name]: wrong })));
      expect(error.status).toBe(400);
      expect(error.fields?.map((field) => field.field)).toContain(name);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a body of the wrong shape, malformed JSON and an oversized body', async () => {
    const wrongShape = await refused(() => save('con', { brand: 'NOT_A_BRAND', answers: [] }));
    expect(wrongShape).toMatchObject({ status: 400, errorCode: 'VALIDATION_ERROR' });
    expect(wrongShape.fields?.map((field) => field.field)).toContain('brand');

    const malformed = await refused(() => save('con', '{"brand":'));
    expect(malformed.status).toBe(400);

    const oversized = await refused(() =>
      save('con', body({ ...conAnswers, padding: 'x'.repeat(65 * 1024) })),
    );
    expect(oversized.status).toBe(413);
  });

  it('refuses an unknown form, a form the brand does not offer, and a call without a session', async () => {
    expect(await refused(() => save('xyz', conBody))).toMatchObject({
      status: 400,
      errorCode: 'VALIDATION_ERROR',
    });
    expect(await refused(() => save('mar', conBody))).toMatchObject({
      status: 400,
      errorCode: 'FORM_NOT_ALLOWED',
    });
    for (const headers of [{ 'x-auth-token': '' }, { 'x-auth-token': 'forged' }])
      expect(await refused(() => save('con', conBody, headers))).toMatchObject({
        status: 401,
        errorCode: 'UNAUTHORISED',
      });
  });

  it('writes neither the request nor the email when the email cannot be queued', async () => {
    // Break the outbox so the second insert of the transaction fails.
    await t.db.execute('alter table outbox rename to outbox_unavailable');
    try {
      const [before] = await query<{ n: number }>('select count(*)::int as n from requests');
      const response = await save('con', conBody);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ errorCode: 'SERVER_ERROR', message: 'Server error' });
      const [after] = await query<{ n: number }>('select count(*)::int as n from requests');
      expect(after).toEqual(before);
    } finally {
      await t.db.execute('alter table outbox_unavailable rename to outbox');
    }
  });

  it('never answers a 500 to 200 generated junk saves, and writes nothing for them', async () => {
    const printable = fc.stringMatching(/^[ -~]{0,40}$/);
    const answerKeys = Object.keys(conAnswers);
    const junkAnswers = fc.dictionary(fc.oneof(fc.constantFrom(...answerKeys), printable), fc.anything());
    const payload = fc.oneof(
      fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
      printable,
      junkAnswers.map((answers) => JSON.stringify(body({ ...conAnswers, ...answers }))),
      fc
        .record({ brand: printable, product: printable, answers: junkAnswers })
        .map((value) => JSON.stringify(value)),
    );
    const form = fc.oneof(fc.constantFrom('con', 'cop', 'cov', 'gcov', 'xyz'), printable);
    const before = await counts();
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(form, payload, async (formCode, json) => {
        const response = await save(encodeURIComponent(formCode), json);
        expect(response.statusCode, `${formCode} ${json.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode === 200) saved += 1;
      }),
      { numRuns: 200 },
    );
    // Junk that happened to be a valid save may write; nothing else may.
    const after = await counts();
    expect(after.requests - before.requests).toBe(saved);
  });
});
