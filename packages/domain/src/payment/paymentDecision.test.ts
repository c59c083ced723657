import { describe, expect, it } from 'vitest';
import { nextPaymentRoute, paymentReturnRoute, routeAfterPaymentReturn } from './paymentDecision.ts';

describe('nextPaymentRoute', () => {
  it.each([
    ['SUCCESS', 'payment-success'],
    ['GO_TO_3D_SECURE', '3dsecure'],
    ['GO_TO_PAYMENT_PAGE_AFTER_PAYMENT_ERROR', 'card-payment?paymentErrorCC=true'],
    ['DECLINED', 'payment-declined'],
    ['SOMETHING_ELSE', 'payment-declined'],
    ['constructor', 'payment-declined'],
  ])('%s goes to %s', (decision, route) => {
    expect(nextPaymentRoute(decision)).toBe(route);
  });
});

describe('paymentReturnRoute', () => {
  it.each([
    ['success', 'payment-success'],
    ['declined', 'payment-declined'],
    ['https://bank.example/redirect', 'card-payment?paymentErrorCC=true'],
    ['', 'card-payment?paymentErrorCC=true'],
  ])('%j goes to %s', (status, route) => {
    expect(paymentReturnRoute(status)).toBe(route);
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
