import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { browserHoldsStateFor, drawnOnServer } from './serverPages.ts';

// Which pages the server draws, and which of them the browser hydrates whatever it holds.
describe('the pages the server draws', () => {
  const holding = (entries: Record<string, string>) => {
    const storage = memoryStorage();
    for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
    return storage;
  };
  const journey = holding({ 'mta-cov-form': '{"coverStartDateFlag":"LATER"}', 'mta-cov-accepted': 'true' });

  it.each([
    '/cov/request/review-and-confirm?product=PCW',
    '/cov/accept/card-payment?product=PCW',
    '/cov/accept/redirects?product=PCW&return=;status=success',
    '/cov/accept/redirects;status=declined?product=PCW',
  ])('draws %s as a frame, which the browser hydrates whatever it holds', (address) => {
    expect(drawnOnServer(address)).toBe(true);
    expect(browserHoldsStateFor(address, journey)).toBe(false);
  });

  it('leaves the outcomes to the browser: the server never says a request was sent or a payment made', () => {
    expect(drawnOnServer('/cov/request/success?product=PCW')).toBe(false);
    expect(drawnOnServer('/cov/accept/payment-success?product=PCW')).toBe(false);
    expect(drawnOnServer('/cov/accept/payment-summary?product=PCW')).toBe(false);
  });

  it('still has a browser holding a journey draw its question steps afresh', () => {
    expect(drawnOnServer('/cov/request/your-details?product=PCW')).toBe(true);
    expect(browserHoldsStateFor('/cov/request/your-details?product=PCW', journey)).toBe(true);
  });
});
