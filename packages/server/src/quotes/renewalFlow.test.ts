import { demoYourDetails } from '@portal/demo-data/answers';
import { addDaysIso, addYearsIso, formatLongDate, isoToDisplay } from '@portal/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies, policyChanges } from '../db/schema/policies.ts';
import { quotes } from '../db/schema/quotes.ts';
import { payByCard } from '../test/cardPayment.ts';
import { outboxEmails } from '../test/outboxTestSupport.ts';
import { createTestApp, initialise, type TestApp, testDatabaseKinds } from '../test/testApp.ts';

/**
 * Renewals (hor on Nationwide, mor on Greenflag): the save prices the next term from the policy
 * on record, the link goes straight to payment, and paying writes the renewed term once.
 */
const CASES = [
  {
    form: 'hor',
    policyNumber: '70000001',
    host: 'nationwide.localhost',
    brand: 'NATIONWIDE',
    product: 'HOME',
  },
  {
    form: 'mor',
    policyNumber: '70000002',
    host: 'greenflag.localhost',
    brand: 'GREENFLAG',
    product: 'MOTOR',
  },
] as const;

describe.each(testDatabaseKinds)('renewal quotes (%s)', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(() => test?.close());

  it.each(CASES)(
    '$form: an empty save is answered with its own questions',
    async ({ form, host, brand, product }) => {
      const session = await initialise(test.app, host);
      const saved = await test.app.inject({
        method: 'POST',
        url: `/mta-api/mta/${form}/save`,
        headers: { 'x-auth-token': session, host },
        payload: { brand, product, answers: {} },
      });
      expect(saved.statusCode).toBe(400);
      const fields = saved.json().fields.map((field: { field: string }) => field.field);
      expect(fields).toContain('renewalDate');
    },
  );

  it.each(CASES)(
    '$form: prices the next term in full and, once paid, renews the policy exactly once',
    async ({ form, policyNumber, host, brand, product }) => {
      const db = test.database.db;
      const session = await initialise(test.app, host);
      const post = (url: string, payload: object) =>
        test.app.inject({
          method: 'POST',
          url: `/mta-api/mta/${url}`,
          headers: { 'x-auth-token': session, host },
          payload,
        });
      const [before] = await db.select().from(policies).where(eq(policies.policyNumber, policyNumber));
      const changesBefore = await db
        .select()
        .from(policyChanges)
        .where(eq(policyChanges.policyId, before!.id));

      const saved = await post(`${form}/save`, {
        brand,
        product,
        answers: {
          renewalDate: isoToDisplay(before!.renewalDate),
          detailsChanged: 'false',
          eligibilityConfirmation: true,
          ...demoYourDetails(policyNumber),
          policyNumber,
          checkbox0: true,
          checkbox1: true,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);

      const [quote] = await db.select().from(quotes).where(eq(quotes.policyId, before!.id));
      const termEnd = addDaysIso(addYearsIso(before!.renewalDate, 1), -1);
      expect(quote).toMatchObject({
        form,
        status: 'PROPOSED',
        coverStart: before!.renewalDate,
        coverEnd: termEnd,
        pricedChange: { kind: 'renewal', renewalDate: before!.renewalDate, termEndDate: termEnd },
      });
      // The whole next-term premium is owed, never a pro-rata share of it.
      expect(quote!.quoteDto.totalPremiumChange).toBe(quote!.quoteDto.newAnnualPremium);
      expect(quote!.quoteDto.totalPremiumChange).toBeGreaterThan(before!.annualPremiumPence / 2);
      // Valid until the renewal date at the latest.
      expect(quote!.expiresAt.toISOString().slice(0, 10) <= before!.renewalDate).toBe(true);

      const emails = await outboxEmails(db, 'quote');
      // The email names the whole renewal premium, not a change to this year's.
      const quoteText = emails.at(-1)!.text;
      expect(quoteText).toContain('Renewal premium: £');
      // It speaks of the new year, and states the fee with the price.
      expect(quoteText).toContain(
        `This is your premium for the year from ${formatLongDate(before!.renewalDate)} to ${formatLongDate(termEnd)}.`,
      );
      if (form === 'hor') expect(quoteText).toContain('An administration fee of £15.00 is added, so £');
      expect(quoteText).not.toMatch(/this change|difference/i);
      if (form === 'mor') {
        // Breakdown cover, priced from the rescue tariff: no car excesses, worded as breakdown cover.
        expect(quote!.quoteDto.policyExcesses).toEqual([]);
        expect(quote!.quoteDto.totalPremiumChange).toBeLessThan(20_000);
        expect(quoteText).toContain('Here is your quote to renew your breakdown cover policy.');
        expect(quoteText).not.toContain('car policy');
      }
      const token = emails.at(-1)!.text.match(/verification\/([\w-]+)/)![1]!;
      const record = (await post(`${form}/idv/validate`, { token })).json();
      const uuid = record.quoteDTO.uuid as string;
      expect(uuid).toBe(quote!.uuid);
      expect((await post('quote/payment/proceed', { token, uuid })).json()).toEqual({
        status: 'PAYMENT_PROCEEDED',
      });
      // mor never postpones its payment; hor may (its link then stays valid for payment).
      const postponed = await post('quote/payment/postpone', { token, uuid });
      if (form === 'mor') expect(postponed.json()).toMatchObject({ errorCode: 'INVALID_TRANSITION' });
      else expect(postponed.json()).toEqual({ status: 'PAYMENT_PROCEEDED' });
      const paid = await payByCard(test.app, post, {
        token,
        uuid,
        form: form,
        host: host,
        holderName: 'Ruby Shaw',
      });
      expect(paid.json(), paid.body).toMatchObject({ paymentDecision: 'SUCCESS' });

      const [after] = await db.select().from(policies).where(eq(policies.policyNumber, policyNumber));
      expect(after).toMatchObject({
        version: before!.version + 1,
        coverStart: before!.renewalDate,
        coverEnd: termEnd,
        renewalDate: addDaysIso(termEnd, 1),
        annualPremiumPence: quote!.quoteDto.newAnnualPremium,
      });
      const done = await outboxEmails(db, 'policy-updated');
      expect(done.at(-1)!.text).toContain("We've renewed your policy for the year from");
      const changes = await db.select().from(policyChanges).where(eq(policyChanges.policyId, before!.id));
      expect(changes).toHaveLength(changesBefore.length + 1);
      expect(changes.at(-1)).toMatchObject({ form, quoteUuid: uuid, change: { kind: 'renewal' } });
    },
  );
});
