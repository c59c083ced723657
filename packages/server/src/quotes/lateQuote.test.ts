import { ERROR_CODES } from '@portal/domain/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../db/schema/quotes.ts';
import { outboxEmails } from '../test/outboxTestSupport.ts';
import { covAnswers } from '../test/testAnswers.ts';
import { createTestApp, startSession, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';

/** The London day of an instant, as the answers write it (dd/MM/yyyy) and as the API answers it. */
const londonDay = (now: Date) => now.toLocaleDateString('en-GB', { timeZone: 'Europe/London' });
const dayParts = (day: string) => day.split('/').reverse().map(Number);

/**
 * A change "from today" priced at 21:30: the emailed link works to the end of
 * the next day and says truthfully how often it can be opened; opened the next day, the change
 * starts that day and is priced from it before the customer decides.
 */
describe('a quote for a change from today, priced in the evening', () => {
  let test: TestApp;
  let session: string;
  beforeAll(async () => {
    test = await createTestApp({ kind: 'pglite', clock: testClock('2026-03-10T21:30:00.000Z') });
    session = await startSession(test.app);
  });
  afterAll(() => test?.close());

  /** The emailed link opened in a visit (a new session: the one it was sent in has long ended). */
  const openLink = (token: string, visit: string) =>
    test.app.inject({
      method: 'POST',
      url: '/mta-api/mta/cov/idv/validate',
      headers: { 'x-auth-token': visit },
      payload: { token },
    });

  /** A change of car to a dearer one, starting today (London), as the customer sends it now. */
  const saveFromToday = (token: string) =>
    test.app.inject({
      method: 'POST',
      url: '/mta-api/mta/cov/save',
      headers: { 'x-auth-token': token },
      payload: {
        brand: 'DIRECTLINE',
        product: 'PCW',
        answers: {
          ...covAnswers({ make: 'BMW', model: '3 SERIES', yearOfManufacture: '2024' }),
          coverStartDateFlag: 'TODAY',
          coverStartDate: londonDay(test.clock.now()),
        },
      },
    });

  it('emails a link that works to the end of tomorrow, and starts the change on the day it is opened', async () => {
    const saved = await saveFromToday(session);
    expect(saved.statusCode, saved.body).toBe(200);
    const [quote] = await test.database.db.select().from(quotes);
    expect(quote?.coverStart).toBe('2026-03-10');

    const [email] = await outboxEmails(test.database.db, 'quote');
    expect(email?.text).toContain('The link works until the end of 11 March 2026.');
    expect(email?.text).toContain(
      'You can open it as often as you need until you accept or decline; after that it shows what you decided.',
    );
    expect(email?.text).not.toContain('only once');
    const token = email?.text.match(/\/cov\/accept\/verification\/([\w-]+)\?/)?.[1] ?? '';

    // The next morning the link still opens, and the change now starts that day, priced again.
    test.clock.advance(11 * 3600);
    const opened = await openLink(token, await startSession(test.app));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ coverStartDate: [2026, 3, 11], linkValidUntil: '2026-03-11' });
    expect(opened.json().quoteDTO.quoteSubmissionDate).toEqual([2026, 3, 11]);
    const [stored] = await test.database.db.select().from(quotes);
    expect(stored?.coverStart).toBe('2026-03-11');

    // Past the end of the next day, the link has expired.
    test.clock.advance(16 * 3600);
    const late = await openLink(token, await startSession(test.app));
    expect(late.json().errorCode).toBe('TOKEN_EXPIRED');
  });

  it('refuses to commit from a quotation left open across midnight until the customer has seen the price for today', async () => {
    // Five to midnight on the day the first test left off in (00:30), with a session of its own.
    test.clock.advance(23 * 3600 + 25 * 60);
    const evening = await startSession(test.app);
    const saved = await saveFromToday(evening);
    expect(saved.statusCode, saved.body).toBe(200);
    const email = (await outboxEmails(test.database.db, 'quote')).at(-1);
    const token = email?.text.match(/\/cov\/accept\/verification\/([\w-]+)\?/)?.[1] ?? '';
    const visit = await startSession(test.app);
    const open = () => openLink(token, visit);
    const first = await open();
    const { uuid } = first.json().quoteDTO as { uuid: string };
    const start = first.json().coverStartDate;
    // Whichever commits this quote: accept when nothing is due now, else go on to pay.
    const commit = () =>
      test.app.inject({
        method: 'POST',
        url: `/mta-api/mta/${first.json().quoteDTO.totalPremiumChange > 0 ? 'quote/payment/proceed' : 'quote/accept'}`,
        headers: { 'x-auth-token': visit },
        payload: { token, uuid },
      });

    // The page stays open past midnight; committing now would start the change yesterday.
    test.clock.advance(10 * 60);
    const refused = await commit();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errorCode: 'QUOTE_REPRICED', message: ERROR_CODES.QUOTE_REPRICED });
    const [unchanged] = await test.database.db.select().from(quotes).where(eq(quotes.uuid, uuid));
    expect(unchanged?.status).toBe('PROPOSED');

    // Opened again, the quote starts today; committing to that goes through.
    const again = await open();
    expect(again.json().coverStartDate).not.toEqual(start);
    expect(again.json().coverStartDate).toEqual(dayParts(londonDay(test.clock.now())));
    expect((await commit()).statusCode).toBe(200);
  });
});
