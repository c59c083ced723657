import { demoYourDetails } from '@portal/demo-data/answers';
import { FORM_CODES } from '@portal/domain/formCodes';
import { formCard } from '@portal/domain/forms';
import { MESSAGES } from '@portal/domain/rules/messages';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../test/outboxTestSupport.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

type Row = { auto_renewal: boolean; lapsing: boolean; version: number; changes: number };

// A save prices its quote before writing, against the policy as it stands: a form that also
// settled a renewal setting (a new policy version) would price a version it then replaced.
it('no form both settles a renewal setting and is priced as a quote', () => {
  expect(FORM_CODES.filter((form) => formCard(form).settle && formCard(form).quote)).toEqual([]);
});

describe.each(TEST_DATABASES)('renewal requests settled on the policy on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  const policy = async (policyNumber: string): Promise<Row> => {
    const result = (await t.db.execute(
      `select p.auto_renewal, p.lapsing, p.version,
         (select count(*)::int from policy_changes c where c.policy_id = p.id) as changes
       from policies p where p.policy_number = '${policyNumber}'`,
    )) as unknown as { rows: Row[] };
    return result.rows[0]!;
  };
  const save = async (host: string, form: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/mta-api/mta/${form}/save`,
      headers: { 'x-auth-token': await initialise(t.app, host), host },
      payload: body,
    });
  /** A date the browser sends, `days` after the fake clock's today. */
  const typed = (days: number) => format(addDays(t.clock.now(), days), 'dd/MM/yyyy');
  const renpref = (policyNumber: string, renewalPreference: string, renewalInDays: number) => ({
    brand: 'NATIONWIDE',
    product: 'HOME',
    partner: 'RBS',
    answers: {
      ...demoYourDetails(policyNumber),
      policyNumber,
      renewalDate: typed(renewalInDays),
      renewalPreference,
    },
  });

  it('turns automatic renewal off as one new policy version', async () => {
    const before = await policy('50000003');
    const response = await save('nationwide.localhost', 'renpref', renpref('50000003', 'MANUAL', 60));
    expect(response.statusCode).toBe(200);
    const after = await policy('50000003');
    expect(after).toEqual({
      auto_renewal: false,
      lapsing: false,
      version: before.version + 1,
      changes: before.changes + 1,
    });
  });

  it('refuses Auto when the renewal on record is 8 to 30 days away, whatever date was typed', async () => {
    const before = await policy('50000001');
    // 50000001 renews in 25 days; the customer types a date 60 days away.
    const response = await save('nationwide.localhost', 'renpref', renpref('50000001', 'AUTO', 60));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'renewalPreference', message: MESSAGES.renewalPreferenceTooSoon },
    ]);
    expect(await policy('50000001')).toEqual(before);
  });

  it('refuses renewal preference on a brand that takes it only through an agent', async () => {
    const response = await save('directline.localhost', 'renpref', {
      ...renpref('10000001', 'MANUAL', 240),
      brand: 'DIRECTLINE',
      product: 'PCW',
      partner: undefined,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('FORM_NOT_ALLOWED');
  });

  it('marks a lapsing policy as not renewing, once', async () => {
    const before = await policy('10000002');
    const response = await save('directline.localhost', 'lapse', {
      brand: 'DIRECTLINE',
      product: 'PCW',
      answers: {
        ...demoYourDetails('10000002'),
        receivedInvite: 'true',
        lapseChoice: 'LAPSE',
        reason: 'Price',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await policy('10000002')).toEqual({
      auto_renewal: false,
      lapsing: true,
      version: before.version + 1,
      changes: before.changes + 1,
    });
    // The email thanks the customer for what they asked: not to renew, not to talk.
    const mail = (await outboxEmails(t.db, 'request-received')).at(-1);
    expect(mail?.text).toContain('Thank you for your request to stop your policy from renewing.');
    expect(mail?.text).toContain("Your policy won't renew");
  });

  it('refuses Mileage MoneyBack for a policy bought after the cut-off, by the purchase date on record', async () => {
    const answers = {
      ...demoYourDetails('10000002'),
      policyNumber: '10000002',
      boughtBeforeCutoff: 'true',
      mileageReadingReason: 'first',
      mileageReading: '1000',
      readingDate: typed(-1),
    };
    const response = await save('directline.localhost', 'mileage-moneyback', {
      brand: 'DIRECTLINE',
      product: 'MOTOR',
      answers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      {
        field: 'boughtBeforeCutoff',
        message: expect.stringMatching(/5 December 2022.*call our customer services line on 0808 /),
      },
    ]);
  });
});
