import type { DeploymentBrand, Product } from '@portal/domain/brands/brand';
import { brandSettings, isAgentOnly } from '@portal/domain/brands/registry';
import { FORM_CODES, type FormCode } from '@portal/domain/formCodes';
import { apiSaveCode, hasJourney, loadJourney } from '@portal/domain/forms';
import { accessibleForms } from '@portal/domain/journeyLinks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';

/** Every built form, on a brand that takes it online, with a query the entry guards accept. */
const CASES: { form: FormCode; brand: DeploymentBrand; product: Product; partner?: string }[] =
  FORM_CODES.filter(hasJourney).map((form) => {
    for (const brand of ['DIRECTLINE', 'NATIONWIDE', 'GREENFLAG', 'PRIVILEGE', 'PRODUCT'] as const) {
      if (isAgentOnly(brand, form)) continue;
      const entry = accessibleForms(brand).find((candidate) => candidate.form === form);
      if (entry)
        return {
          form,
          brand,
          product: entry.product,
          ...(entry.brandParam ? { partner: entry.brandParam } : {}),
        };
    }
    throw new Error(`no brand offers ${form} online`);
  });

describe('an empty save of every built form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind: 'pglite' });
  });
  afterAll(async () => t.close());

  it.each(CASES)("is answered with $form's own questions' messages, and stores nothing", async (entry) => {
    const requests = async () =>
      (
        (await t.db.execute('select count(*)::int as n from requests')) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
    const before = await requests();
    const host = `${brandSettings(entry.brand).host}.localhost`;
    const token = await initialise(t.app, host);
    const response = await t.app.inject({
      method: 'POST',
      url: `/mta-api/mta/${apiSaveCode(entry.form, entry)}/save`,
      headers: { host, 'x-auth-token': token },
      payload: {
        brand: entry.brand,
        product: entry.product,
        ...(entry.partner ? { partner: entry.partner } : {}),
        answers: {},
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { errorCode: string; fields: { field: string; message: string }[] };
    expect(body.errorCode).toBe('VALIDATION_ERROR');
    // The first question of the form's own step (not the shared your-details) is among them.
    const journey = await loadJourney(entry.form);
    const own = journey.steps.find((step) => step.id !== 'your-details')?.questions[0]?.name;
    expect(body.fields.map((field) => field.field)).toContain(own ?? 'policyHolder.firstName');
    for (const field of body.fields) expect(field.message).not.toBe('');
    expect(await requests()).toBe(before);
  });
});
