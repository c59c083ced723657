import { describe, expect, it } from 'vitest';
import { pageAfterProceed, paymentJourney } from './paymentJourney.ts';

const increase = {
  paymentType: 'LUMP_SUM_CC',
  premiumDeviationFlag: 'INCREASE',
  totalPremiumChange: 1,
} as const;

describe('payment journey', () => {
  it('takes a card payment for a card-paid policy whose premium goes up', () => {
    expect(paymentJourney(increase)).toBe('online-payment');
  });

  it('accepts online when the policy is paid by direct debit', () => {
    expect(paymentJourney({ ...increase, paymentType: 'MONTHLY_DD' })).toBe('online-accept');
    expect(paymentJourney({ ...increase, paymentType: 'LUMP_SUM_DD' })).toBe('online-accept');
  });

  it('accepts online when the premium does not go up', () => {
    expect(paymentJourney({ ...increase, premiumDeviationFlag: 'DECREASE' })).toBe('online-accept');
    expect(paymentJourney({ ...increase, premiumDeviationFlag: 'NO_CHANGE' })).toBe('online-accept');
  });

  it('accepts online when an increase comes to nothing', () => {
    expect(paymentJourney({ ...increase, totalPremiumChange: 0 })).toBe('online-accept');
  });

  it('sends fraud-check journeys to the payment page after proceeding, others to card-payment', () => {
    expect(pageAfterProceed(true)).toBe('payment');
    expect(pageAfterProceed(false)).toBe('card-payment');
  });
});
