import { demoYourDetails } from '@portal/demo-data/answers';
import { DEMO_POLICIES } from '@portal/demo-data/policies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

const demoPolicy = DEMO_POLICIES.find(
  (policy) => policy.brand === 'DIRECTLINE' && policy.product === 'MOTOR',
);
if (!demoPolicy) throw new Error('the demo store needs a Direct Line motor policy');

const conBody = (newLastName: string) => ({
  brand: 'DIRECTLINE',
  product: 'MOTOR',
  answers: {
    ...demoYourDetails(demoPolicy.policyNumber),
    'policyHolder.postcode': 'LS1 4AP',
    currentVehicleReg: 'YA19 KXR',
    policyNumber: demoPolicy.policyNumber,
    title: 'Ms',
    newFirstName: 'Amelia',
    newLastName,
    reason: 'Marriage',
  },
});

type Rows<T> = { rows: T[] };

describe.each(TEST_DATABASES)('retried saves with an Idempotency-Key on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    token = await initialise(t.app);
  });
  afterAll(async () => t.close());

  const counts = async () => {
    const result = (await t.db.execute(
      'select (select count(*) from requests)::int as requests, (select count(*) from outbox)::int as outbox',
    )) as unknown as Rows<{ requests: number; outbox: number }>;
    const row = result.rows[0];
    return { requests: Number(row?.requests), outbox: Number(row?.outbox) };
  };
  const save = (payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/con/save',
      headers: {
        'x-auth-token': token,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: JSON.stringify(payload),
    });

  it('replays the first answer to a retry with the same key and body', async () => {
    const key = crypto.randomUUID().replaceAll('-', '');
    const first = await save(conBody('Stone'), key);
    const before = await counts();
    const retry = await save(conBody('Stone'), key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await counts()).toEqual(before);
  });

  it('refuses the same key with another body, and changes nothing', async () => {
    const key = crypto.randomUUID().replaceAll('-', '');
    await save(conBody('Stone'), key);
    const before = await counts();
    const other = await save(conBody('Carter'), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await counts()).toEqual(before);
  });

  it('stores a new request for each new key', async () => {
    const before = await counts();
    await save(conBody('Stone'), crypto.randomUUID().replaceAll('-', ''));
    await save(conBody('Stone'), crypto.randomUUID().replaceAll('-', ''));
    expect((await counts()).requests).toBe(before.requests + 2);
  });
});
