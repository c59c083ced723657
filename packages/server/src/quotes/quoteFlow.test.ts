import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes, quoteTokens } from '../db/schema/quotes.ts';
import { outboxEmails } from '../test/outboxTestSupport.ts';
import { covAnswers } from '../test/testAnswers.ts';
import { createTestApp, startSession, type TestApp, testDatabaseKinds } from '../test/testApp.ts';
import { purgeQuoteTokens } from './quoteTokens.ts';

describe.each(testDatabaseKinds)('from a saved request to an emailed quote (%s)', (kind) => {
  let test: TestApp;
  let session: string;

  beforeAll(async () => {
    test = await createTestApp(kind);
    session = await startSession(test.app);
  });
  afterAll(() => test?.close());

  const save = (answers: Record<string, unknown>) =>
    test.app.inject({
      method: 'POST',
      url: '/mta-api/mta/cov/save',
      headers: { 'x-auth-token': session },
      payload: { brand: 'DIRECTLINE', product: 'PCW', answers },
    });
  const validate = (form: string, token: string) =>
    test.app.inject({
      method: 'POST',
      url: `/mta-api/mta/${form}/idv/validate`,
      headers: { 'x-auth-token': session },
      payload: { token },
    });
  const latestQuoteEmail = async () => {
    const rows = await outboxEmails(test.database.db, 'quote');
    return rows.at(-1);
  };

  it('prices a newer, dearer car as an increase paid by card, and emails a one-time link', async () => {
    const response = await save(covAnswers({ make: 'BMW', model: '3 SERIES', yearOfManufacture: '2024' }));
    expect(response.statusCode, response.body).toBe(200);

    const [quote] = await test.database.db.select().from(quotes);
    expect(quote?.status).toBe('PROPOSED');
    expect(quote?.quoteDto).toMatchObject({ premiumDeviationFlag: 'INCREASE', paymentType: 'LUMP_SUM_CC' });
    expect(Number.isInteger(quote?.quoteDto.amountToDebit)).toBe(true);
    expect(quote?.quoteDto.amountToDebit as number).toBeGreaterThan(0);
    expect(quote?.amendedDto).toEqual({ make: 'BMW', model: '3 SERIES', registration: 'BD73XKP' });

    const email = await latestQuoteEmail();
    const link = email?.text.match(
      /http:\/\/directline\.localhost:\d+\/cov\/accept\/verification\/([\w-]+)\?product=PCW/,
    );
    expect(link, email?.text).not.toBeNull();
    const token = link![1]!;
    expect(token).toHaveLength(43);

    // Only the hash is kept.
    const stored = await test.database.db.select().from(quoteTokens);
    expect(JSON.stringify(stored)).not.toContain(token);

    const opened = await validate('cov', token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      token,
      policyNumber: '10000001',
      coverStartDate: [2026, 3, 20],
      quoteDTO: { quote_status: 'PROPOSED', uuid: quote?.uuid },
    });

    expect((await validate('aad', token)).json()).toMatchObject({ errorCode: 'INVALID_TOKEN' });
    expect((await validate('cov', 'x'.repeat(43))).json()).toMatchObject({ errorCode: 'INVALID_TOKEN' });
  });

  it('prices a cheaper car as a reduction with nothing to pay now', async () => {
    await save(covAnswers({ make: 'KIA', model: 'PICANTO', yearOfManufacture: '2012' }));
    const rows = await test.database.db.select().from(quotes);
    expect(rows.at(-1)?.quoteDto).toMatchObject({ premiumDeviationFlag: 'DECREASE', amountToDebit: 0 });
  });

  it('expires the link at the end of the cover start date, before its 30 days run out', async () => {
    const email = await latestQuoteEmail();
    const token = email!.text.match(/verification\/([\w-]+)/)![1]!;
    test.clock.advanceSeconds(11 * 24 * 3600);
    session = await startSession(test.app);
    expect((await validate('cov', token)).json()).toMatchObject({ errorCode: 'TOKEN_EXPIRED' });
  });

  it('rejects malformed verification bodies without touching the database', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/mta-api/mta/cov/idv/validate',
      headers: { 'x-auth-token': session },
      payload: { token: '<script>' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });

  it('purges links that expired more than a month ago, keeping the rest', async () => {
    const tokens = await test.database.db.select().from(quoteTokens);
    expect(tokens.length).toBeGreaterThan(1);
    const [old] = tokens;
    const now = test.clock.now();
    await test.database.db
      .update(quoteTokens)
      .set({ expiresAt: new Date(now.getTime() - 31 * 86_400_000) })
      .where(eq(quoteTokens.tokenHash, old!.tokenHash));
    expect(await purgeQuoteTokens(test.database.db, now)).toBe(1);
    const left = await test.database.db.select().from(quoteTokens);
    expect(left.map((token) => token.tokenHash)).not.toContain(old!.tokenHash);
    expect(left).toHaveLength(tokens.length - 1);
  });
});
