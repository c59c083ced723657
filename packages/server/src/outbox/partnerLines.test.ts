import { demoYourDetails } from '@portal/demo-data/answers';
import { PARTNERS } from '@portal/domain/brands/partners';
import { BRANDS } from '@portal/domain/brands/registry';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../test/outboxTestSupport.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';

/**
 * An RBS customer's emails name RBS's own line, not the host brand's: the
 * partner changes the phone number in emails as on the pages.
 */
describe('emails to a partner brand customer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind: 'pglite' });
  });
  afterAll(async () => t.close());

  it("gives an RBS home customer RBS's home insurance line and its hours", async () => {
    const host = 'nationwide.localhost';
    const response = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/renpref/save',
      headers: { 'x-auth-token': await initialise(t.app, host), host },
      payload: {
        brand: 'NATIONWIDE',
        product: 'HOME',
        partner: 'RBS',
        answers: {
          ...demoYourDetails('50000003'),
          policyNumber: '50000003',
          renewalDate: format(addDays(t.clock.now(), 60), 'dd/MM/yyyy'),
          renewalPreference: 'MANUAL',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { text, html } = (await outboxEmails(t.db, 'request-received')).at(-1)!;
    expect(text).toContain(`Questions? Call our RBS home insurance line on ${PARTNERS.RBS.phones.home}.`);
    expect(text).toContain('Monday to Friday: 8am to 8pm');
    expect(html).toContain(PARTNERS.RBS.phones.home);
    for (const number of Object.values(BRANDS.NATIONWIDE.phones)) expect(text).not.toContain(number);
  });
});
