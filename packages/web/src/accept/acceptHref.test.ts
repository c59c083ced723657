import { describe, expect, it } from 'vitest';
import { acceptHref, returnAddress, returnedStatus, searchWithout } from './acceptHref.ts';

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

describe("the bank's return address", () => {
  it('keeps the query where the appended status cannot break it', () => {
    const address = `${returnAddress('cov', '?product=PCW')};status=declined`;
    const [pathname = '', query = ''] = address.split('?');
    expect(new URLSearchParams(query).get('product')).toBe('PCW');
    expect(returnedStatus(pathname, `?${query}`)).toBe('declined');
  });
  it('reads the status from the matrix part too', () => {
    expect(returnedStatus('/cov/accept/redirects;status=success', '')).toBe('success');
    expect(returnedStatus('/cov/accept/redirects', '')).toBe('');
  });
});
