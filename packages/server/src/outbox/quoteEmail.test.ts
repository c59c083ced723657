import { describe, expect, it } from 'vitest';
import { quoteCostLines } from './quoteEmail.ts';
import { renderOutboxEmail } from './renderOutboxEmail.ts';

const dates = { coverStart: '2026-12-15', coverEnd: '2027-12-14' };

describe('quote email', () => {
  it('a renewal names its whole premium for its year, then the fee and the total before the link', () => {
    const lines = quoteCostLines({
      form: 'hor',
      money: {
        totalPremiumChange: 30_000,
        adminFee: 1500,
        amountToDebit: 31_500,
        paymentType: 'LUMP_SUM_CC',
      },
      ...dates,
    });
    expect(lines).toEqual([
      'Renewal premium: £300.00.',
      'This is your premium for the year from 15 December 2026 to 14 December 2027.',
      'An administration fee of £15.00 is added, so £315.00 is due now by card.',
    ]);
  });

  it('a Direct Debit payer is told the fee and the total the Direct Debit collects', () => {
    const lines = quoteCostLines({
      form: 'aad',
      money: { totalPremiumChange: 1186, adminFee: 2500, amountToDebit: 0, paymentType: 'LUMP_SUM_DD' },
      ...dates,
    });
    expect(lines).toEqual([
      'This change adds £11.86 to your premium.',
      'An administration fee of £25.00 is added, so £36.86 will be collected by your Direct Debit.',
    ]);
    const monthly = quoteCostLines({
      form: 'atv',
      money: { totalPremiumChange: 6000, adminFee: 2000, amountToDebit: 0, paymentType: 'MONTHLY_DD' },
      ...dates,
    });
    expect(monthly[1]).toBe(
      'An administration fee of £20.00 is added, so £80.00 will be spread over your monthly Direct Debit payments.',
    );
  });

  it("the breakdown brand's renewal email is worded for breakdown cover, never a car policy", () => {
    const email = renderOutboxEmail({
      kind: 'quote',
      brand: 'GREENFLAG',
      form: 'mor',
      firstName: 'Ethan',
      origin: 'https://greenflag.example.com',
      product: 'MOTOR',
      token: 'T'.repeat(43),
      validUntil: '2026-12-14',
      money: { totalPremiumChange: 9000, adminFee: 0, amountToDebit: 9000, paymentType: 'LUMP_SUM_CC' },
      ...dates,
    });
    expect(email.text).toContain('Here is your quote to renew your breakdown cover policy.');
    expect(email.text).toContain('£90.00 is due now by card.');
    expect(email.text).not.toMatch(/car policy|change/i);
  });
});
