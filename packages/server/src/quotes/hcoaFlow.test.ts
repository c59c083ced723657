import { demoYourDetails } from '@portal/demo-data/answers';
import type { AddressResult } from '@portal/domain/lookups/address';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, policies, policyChanges } from '../db/schema/policies.ts';
import { quotes } from '../db/schema/quotes.ts';
import { payByCard } from '../test/cardPayment.ts';
import { outboxEmails } from '../test/outboxTestSupport.ts';
import { createTestApp, initialise, type TestApp, testDatabaseKinds } from '../test/testApp.ts';

/**
 * Home change of address on Direct Line (demo policy 70000003, Edinburgh): the new address is
 * priced, the auto-renewal choice is kept on the quote, and paying moves the insured address,
 * UPRN and all, as one new policy version.
 */
const HOST = 'directline.localhost';
const POLICY = '70000003';

describe.each(testDatabaseKinds)('home change of address (%s)', (kind) => {
  let test: TestApp;
  let session: string;
  beforeAll(async () => {
    test = await createTestApp(kind);
    session = await initialise(test.app, HOST);
  });
  afterAll(() => test?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    test.app.inject({
      method,
      url: `/mta-api/mta/${url}`,
      headers: { 'x-auth-token': session, host: HOST },
      ...(payload ? { payload } : {}),
    });

  it('answers an empty save with its own questions', async () => {
    const saved = await call('POST', 'hcoa/save', { brand: 'DIRECTLINE', product: 'HOME', answers: {} });
    expect(saved.statusCode).toBe(400);
    const fields = saved.json().fields.map((field: { field: string }) => field.field);
    expect(fields).toEqual(expect.arrayContaining(['moveStatus', 'policyHolder.addressFirstLine']));
  });

  it('moves the insured address with its UPRN once the quote is paid, exactly once', async () => {
    const db = test.database.db;
    const [before] = await db.select().from(policies).where(eq(policies.policyNumber, POLICY));
    const changesBefore = await db.select().from(policyChanges).where(eq(policyChanges.policyId, before!.id));
    const found = (await call('GET', 'hor/request/address/M11AE')).json() as AddressResult[];
    const chosen = found[1]!;

    const save = (uprn: string) =>
      call('POST', 'hcoa/save', {
        brand: 'DIRECTLINE',
        product: 'HOME',
        answers: {
          moveStatus: 'MOVED',
          coverStartDate: '10/03/2026',
          eligibilityConfirmation: true,
          ...demoYourDetails(POLICY),
          policyNumber: POLICY,
          'policyHolder.addressFirstLine': 'Flat 1, Canongate Court',
          postcode: 'M1 1AE',
          address: chosen.displayAddress,
          uprn,
          propertyType: 'FLAT',
          bedrooms: '2',
          newHomeOwner: 'false',
          goodRepair: 'true',
          businessUse: 'false',
          checkbox0: true,
          checkbox1: true,
          checkbox2: true,
        },
      });
    // A UPRN the address book does not hold under that address is never believed.
    const forged = await save('100023004000');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().fields).toEqual([{ field: 'address', message: 'You must select an address' }]);
    const saved = await save(chosen.UPRN);
    expect(saved.statusCode, saved.body).toBe(200);
    const [quote] = await db.select().from(quotes).where(eq(quotes.policyId, before!.id));
    expect(quote?.pricedChange).toMatchObject({ kind: 'homeAddress', uprn: chosen.UPRN });
    // Edinburgh (EH, 1000) to Manchester (M, 1350): the premium goes up, paid by card.
    expect(quote?.quoteDto.premiumDeviationFlag).toBe('INCREASE');

    const emails = await outboxEmails(db, 'quote');
    const token = emails.at(-1)!.text.match(/verification\/([\w-]+)/)![1]!;
    const uuid = (await call('POST', 'hcoa/idv/validate', { token })).json().quoteDTO.uuid as string;

    // The choice is kept only for the quote the token names, and only on a form that asks it.
    expect(
      (await call('POST', 'cov/auto-renewal', { token, amendUuid: uuid, autoRenewal: true })).statusCode,
    ).toBe(404);
    const saveChoice = await call('POST', 'hcoa/auto-renewal', {
      token,
      amendUuid: uuid,
      autoRenewal: false,
    });
    expect(saveChoice.json(), saveChoice.body).toEqual({ autoRenewal: false });
    const wrongToken = await call('POST', 'hcoa/auto-renewal', {
      token: 'x'.repeat(43),
      amendUuid: uuid,
      autoRenewal: true,
    });
    expect(wrongToken.json()).toMatchObject({ errorCode: 'INVALID_TOKEN' });

    expect((await call('POST', 'quote/payment/proceed', { token, uuid })).json()).toEqual({
      status: 'PAYMENT_PROCEEDED',
    });
    const paid = await payByCard(test.app, (url: string, payload: object) => call('POST', url, payload), {
      token,
      uuid,
      form: 'hcoa',
      host: HOST,
      holderName: 'Lily Hughes',
    });
    expect(paid.json(), paid.body).toMatchObject({ paymentDecision: 'SUCCESS' });

    const [after] = await db.select().from(policies).where(eq(policies.policyNumber, POLICY));
    expect(after?.version).toBe(before!.version + 1);
    // The choice made on the quotation is now the policy's.
    expect(after?.autoRenewal).toBe(false);
    const current = (await db.select().from(addresses).where(eq(addresses.policyId, before!.id))).filter(
      (address) => address.current,
    );
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ uprn: chosen.UPRN, postcode: 'M11AE' });
    const changes = await db.select().from(policyChanges).where(eq(policyChanges.policyId, before!.id));
    expect(changes).toHaveLength(changesBefore.length + 1);
    const [decided] = await db.select().from(quotes).where(eq(quotes.uuid, uuid));
    expect(decided).toMatchObject({ status: 'PAYMENT_CONFIRMED', autoRenewal: false });
    // Decided: the choice can no longer change.
    const late = await call('POST', 'hcoa/auto-renewal', { token, amendUuid: uuid, autoRenewal: true });
    expect(late.json()).toMatchObject({ errorCode: 'QUOTE_ALREADY_DECIDED' });
  });
});
