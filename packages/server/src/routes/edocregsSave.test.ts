import { demoYourDetails } from '@portal/demo-data/answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

/**
 * edocregs on Direct Line motor with exactly the README's details for 10000001. Its form asks no
 * registration, and identity used to demand one of every motor claim: every try was refused as
 * IDENTITY_NOT_MATCHED and spent one of the five identity attempts.
 */
describe.each(TEST_DATABASES)('getting your policy documents as a motor policyholder on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  /** Amelia Hart's details as the edocregs form asks them (no registration), naming `policyNumber`. */
  async function save(policyNumber: string) {
    const { currentVehicleReg: _notAsked, ...details } = demoYourDetails('10000001');
    const answers = {
      ...details,
      'policyHolder.address': '1 Park Row, Leeds',
      policyNumber,
      registerDocuments: 'true',
    };
    return t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/edocs-motor/save',
      headers: { 'x-auth-token': await initialise(t.app), 'content-type': 'application/json' },
      payload: JSON.stringify({ brand: 'DIRECTLINE', product: 'MOTOR', answers }),
    });
  }

  it('saves with a reference for the holder of 10000001, who is never asked a registration', async () => {
    const saved = await save('10000001');
    expect(saved.statusCode, saved.body).toBe(200);
    const [reference] = saved.json() as string[];
    expect(reference).toMatch(/^REQ-[0-9A-F]{10}$/);
  });

  it('still refuses the same details with a policy number that is not theirs', async () => {
    const refused = await save('10000002');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorCode).toBe('IDENTITY_NOT_MATCHED');
  });
});
