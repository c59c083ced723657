import { describe, expect, it } from 'vitest';
import { nextPaymentRoute, paymentReturnRoute } from './paymentDecision.ts';

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
