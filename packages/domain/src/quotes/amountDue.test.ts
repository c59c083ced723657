import { describe, expect, it } from 'vitest';
import { amountDueNow, decidedMoneyLines, settlementNote } from './amountDue.ts';

const base = {
  paymentType: 'LUMP_SUM_CC',
  premiumDeviationFlag: 'INCREASE',
  totalPremiumChange: 12_000,
  amountToDebit: 14_500,
  adminFee: 2_500,
} as const;

describe('amount due and how the money moves', () => {
  it('takes a card increase now, fee included', () => {
    expect(amountDueNow(base)).toBe(14_500);
    expect(settlementNote(base)).toBe('You will pay £145.00 by debit or credit card on the next page.');
  });

  it('says how a reduction is refunded, by the way the policy is paid', () => {
    const reduction = {
      ...base,
      premiumDeviationFlag: 'DECREASE',
      totalPremiumChange: -4_321,
      amountToDebit: 0,
    } as const;
    expect(amountDueNow(reduction)).toBe(0);
    expect(settlementNote(reduction)).toBe(
      'We will refund £43.21 to the card you paid with, within three to five working days of accepting.',
    );
    expect(settlementNote({ ...reduction, paymentType: 'LUMP_SUM_DD' })).toContain(
      'to the bank account your Direct Debit is paid from',
    );
  });

  it('tells monthly payers how their instalments change, and Direct Debit payers that nothing is taken now', () => {
    const monthly = {
      ...base,
      paymentType: 'MONTHLY_DD',
      amountToDebit: 0,
      instalmentChange: [1_502, 1_500, 1_500],
    } as const;
    expect(settlementNote(monthly)).toBe(
      'Your next monthly payment will go up by £15.02, then each of the other 2 by £15.00.',
    );
    expect(settlementNote({ ...monthly, instalmentChange: [-500, -500] })).toBe(
      'Each of your remaining 2 monthly payments will go down by £5.00.',
    );
    expect(settlementNote({ ...base, paymentType: 'LUMP_SUM_DD', amountToDebit: 0 })).toBe(
      'Nothing is taken by card: £145.00 will be collected by your existing Direct Debit.',
    );
    expect(
      settlementNote({ ...base, premiumDeviationFlag: 'NO_CHANGE', totalPremiumChange: 0, amountToDebit: 0 }),
    ).toBe('Your premium does not change, so there is nothing to pay.');
  });
});

describe('what a decided quote did with money, for its email', () => {
  it('gives the amount paid by card and the fee it included', () => {
    expect(decidedMoneyLines(base, true)).toEqual([
      'You paid £145.00 by debit or credit card.',
      'This includes an administration fee of £25.00.',
    ]);
  });

  it('gives the new monthly payment of an accepted monthly quote, fee included', () => {
    const monthly = {
      ...base,
      paymentType: 'MONTHLY_DD',
      amountToDebit: 0,
      instalmentChange: [1_450, 1_450, 1_450],
    } as const;
    expect(decidedMoneyLines(monthly, false)).toEqual([
      'Each of your remaining 3 monthly payments will go up by £14.50.',
      'This includes an administration fee of £25.00.',
    ]);
  });

  it('says nothing changes hands when the premium does not change', () => {
    const same = {
      ...base,
      premiumDeviationFlag: 'NO_CHANGE',
      totalPremiumChange: 0,
      amountToDebit: 0,
      adminFee: 0,
    } as const;
    expect(decidedMoneyLines(same, false)).toEqual([
      'Your premium does not change, so there is nothing to pay.',
    ]);
  });
});
