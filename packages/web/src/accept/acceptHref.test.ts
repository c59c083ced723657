import { describe, expect, it } from 'vitest';
import { acceptHref, searchWithout } from './acceptHref.ts';

describe('payment page queries', () => {
  it('drops the card-error flag and keeps the rest', () => {
    expect(searchWithout('?paymentErrorCC=true&product=PCW', 'paymentErrorCC')).toBe('?product=PCW');
    expect(searchWithout('?paymentErrorCC=true', 'paymentErrorCC')).toBe('');
  });
  it("merges the route's own query with the customer's", () => {
    expect(acceptHref('cov', 'card-payment?paymentErrorCC=true', '?product=PCW')).toBe(
      '/cov/accept/card-payment?product=PCW&paymentErrorCC=true',
    );
    expect(acceptHref('cov', 'payment-success', '')).toBe('/cov/accept/payment-success');
  });
});
