import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/email.ts';
import { quotes } from '../db/schema/quotes.ts';
import { requests } from '../db/schema/requests.ts';
import { covAnswers, onRecordCars } from '../test/testAnswers.ts';
import { createTestApp, startSession, type TestApp, testDatabaseKinds } from '../test/testApp.ts';

describe.each(testDatabaseKinds)('saves with an Idempotency-Key (%s)', (kind) => {
  let test: TestApp;
  let session: string;

  beforeAll(async () => {
    test = await createTestApp(kind);
    session = await startSession(test.app);
  });
  afterAll(() => test?.close());

  const save = (key: string, answers: Record<string, unknown>) =>
    test.app.inject({
      method: 'POST',
      url: '/mta-api/mta/cov/save',
      headers: { 'x-auth-token': session, 'idempotency-key': key },
      payload: { brand: 'DIRECTLINE', product: 'PCW', answers },
    });
  const count = async () => ({
    requests: (await test.database.db.select().from(requests)).length,
    quotes: (await test.database.db.select().from(quotes)).length,
    emails: (await test.database.db.select().from(outbox).where(eq(outbox.kind, 'quote'))).length,
  });

  it('makes one request, one quote and one email from ten identical submits at once', async () => {
    const answers = covAnswers(
      { make: 'KIA', model: 'CEED', yearOfManufacture: '2020' },
      await onRecordCars(test.app, session),
    );
    const before = await count();
    const key = 'submit-key-0000000001';
    const answered = await Promise.all(Array.from({ length: 10 }, () => save(key, answers)));

    expect(answered.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answered.map((answer) => answer.body)).size).toBe(1);
    const after = await count();
    expect(after).toEqual({
      requests: before.requests + 1,
      quotes: before.quotes + 1,
      emails: before.emails + 1,
    });

    const reused = await save(key, { ...answers, estimatedAnnualMileage: '9000' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await count()).toEqual(after);
  });

  it('refuses a malformed key without saving anything', async () => {
    const before = await count();
    const answered = await save(
      'short',
      covAnswers({ make: 'KIA', model: 'CEED', yearOfManufacture: '2020' }),
    );
    expect(answered.statusCode).toBe(400);
    expect(await count()).toEqual(before);
  });
});
