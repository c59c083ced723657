import { describe, expect, it } from 'vitest';
import { paymentJourney, routeAfterPaymentReturn } from './paymentJourney.ts';

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
});

describe('routeAfterPaymentReturn', () => {
  it('trusts a confirmed payment even when the address says otherwise', () => {
    expect(routeAfterPaymentReturn('declined', { status: 'PAYMENT_CONFIRMED' })).toBe('payment-success');
  });
  it('sends a bank decline to payment-declined', () => {
    expect(routeAfterPaymentReturn('declined', { status: 'PAYMENT_PROCEED_FAILED' })).toBe(
      'payment-declined',
    );
    expect(
      routeAfterPaymentReturn('other', {
        status: 'PAYMENT_PROCEED_FAILED',
        errorCode: 'payment.execute.error',
      }),
    ).toBe('payment-declined');
  });
  it('sends any other failure or an unfinished payment back to the card page with the card-error flag', () => {
    expect(
      routeAfterPaymentReturn('success', {
        status: 'PAYMENT_PROCEED_FAILED',
        errorCode: 'payment.invalid.payment.details',
      }),
    ).toBe('card-payment?paymentErrorCC=true');
    expect(routeAfterPaymentReturn('success', { status: 'PAYMENT_AWAITING' })).toBe(
      'card-payment?paymentErrorCC=true',
    );
  });
  it('falls back to the address status when the quote status is unknown', () => {
    expect(routeAfterPaymentReturn('success', null)).toBe('payment-success');
    expect(routeAfterPaymentReturn('declined', null)).toBe('payment-declined');
    expect(routeAfterPaymentReturn('weird', null)).toBe('card-payment?paymentErrorCC=true');
  });
});
