import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { covAnswers } from '../test/testAnswers.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';
import { BLOCKED_DEMO_POLICIES } from './sandboxFraud.ts';

describe.each(TEST_DATABASES)('the fraud check against the sandbox fraud service on %s', (kind) => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    session = await initialise(t.app);
  });
  afterAll(async () => t.close());

  const call = (path: string, uuid: string) =>
    t.app.inject({
      method: 'POST',
      url: `/mta-api/mta/fraud-check/${path}`,
      headers: { 'x-auth-token': session, 'content-type': 'application/json' },
      payload: JSON.stringify({ uuid }),
    });
  const rows = async <T>(sql: string) => ((await t.db.execute(sql)) as unknown as { rows: T[] }).rows;

  it('clears a card payment on an ordinary policy and blocks one on the blocked demo policy', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/cov/save',
      headers: { 'x-auth-token': session },
      payload: {
        brand: 'DIRECTLINE',
        product: 'PCW',
        answers: covAnswers({ make: 'BMW', model: '3 SERIES', yearOfManufacture: '2024' }),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [quote] = await rows<{ uuid: string }>('select uuid from quotes order by id desc limit 1');
    const uuid = quote!.uuid;

    const url = await call('url', uuid);
    expect(url.statusCode).toBe(200);
    expect(JSON.parse(url.body)).toBe(`urn:sandbox-fraud-check:${uuid}`);
    const clear = await call('status', uuid);
    expect(JSON.parse(clear.body)).toBe('CLEAR');

    // The same quote as if it were on the blocked policy.
    await t.db.execute(
      `update quotes set policy_id = (select id from policies where policy_number = '${BLOCKED_DEMO_POLICIES[0]}') where uuid = '${uuid}'`,
    );
    expect(JSON.parse((await call('status', uuid)).body)).toBe('SUCCESS');
  });

  it('knows no quote that does not exist, and needs a session', async () => {
    expect((await call('status', crypto.randomUUID())).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/fraud-check/status',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
