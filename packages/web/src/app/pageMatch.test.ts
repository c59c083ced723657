import { describe, expect, it } from 'vitest';
import { pageChunks as chunks } from './pageChunks.ts';
import { drawnAt, openingPageNeeds, pageAt } from './pageMatch.ts';

describe('openingPageNeeds', () => {
  it('fetches a journey step with the session scope, the step renderer and the form journey', () => {
    expect(openingPageNeeds('/cov/request/your-details?product=PCW')).toEqual({
      chunks: [chunks.sessionScope, chunks.anyStep],
      journeyOf: 'cov',
    });
  });

  it('hydrates triage on the journey start the server hands over, not on the form journey', () => {
    expect(openingPageNeeds('/cov/request/triage?product=PCW')).toEqual({
      chunks: [chunks.sessionScope, chunks.triageStep],
      startOf: 'cov',
    });
  });

  it('fetches the request error page alone, outside the journey', () => {
    expect(openingPageNeeds('/cov/request/error?product=PCW')).toEqual({ chunks: [chunks.error] });
  });

  it('fetches the quotation with the emailed link, where verification goes next', () => {
    expect(openingPageNeeds('/cov/accept/verification/abc-123?product=PCW')).toEqual({
      chunks: [chunks.sessionScope, chunks.verification, chunks.acceptGuard, chunks.quotation],
    });
    expect(openingPageNeeds('/cov/accept/quotation-opt?product=PCW')).toEqual({
      chunks: [chunks.sessionScope, chunks.acceptGuard, chunks.quotation],
      subjectOf: 'cov',
    });
  });

  it('fetches the start page alone, nothing for an address that is no page, and no journey for an unknown form', () => {
    expect(openingPageNeeds('/?product=PCW')).toEqual({ chunks: [chunks.startPages] });
    expect(openingPageNeeds('/cov/accept/constructor/x')).toEqual({ chunks: [] });
    expect(openingPageNeeds('/nonsense/request/triage')).toEqual({
      chunks: [chunks.sessionScope, chunks.triageStep],
    });
  });

  it('fetches the question steps with their fields, review without them, the chat path its payment page', () => {
    expect(openingPageNeeds('/con/request/your-details').chunks).toEqual([
      chunks.sessionScope,
      chunks.anyStep,
    ]);
    expect(openingPageNeeds('/con/request/review-and-confirm').chunks).toEqual([
      chunks.sessionScope,
      chunks.reviewStep,
    ]);
    expect(openingPageNeeds('/cov/request/payment-declined/2').chunks).toEqual([
      chunks.sessionScope,
      chunks.acceptGuard,
      chunks.paymentDeclined,
    ]);
  });
});

describe('drawnAt', () => {
  it.each([
    ['/cov/request/triage?product=PCW', 'page'],
    ['/cov/request/success', 'browser'],
    ['/cov/accept/redirects;status=declined?product=PCW', 'frame'],
    ['/cov/accept/elsewhere', 'browser'],
    ['/cov/accept/verification/home/abc', 'opensLink'],
    ['/cov/accept/decided', 'afterLink'],
  ])('reads %s as the table says: %s', (address, drawn) => {
    expect(drawnAt(address)).toBe(drawn);
  });
});

describe('pageAt', () => {
  it("matches an address among its side's pages and the form's own", () => {
    expect(pageAt('/cov/request/triage?product=PCW')).toMatchObject({ section: 'request journey' });
    expect(pageAt('/cov/accept/card-payment')).toMatchObject({ section: 'accept journey' });
    // Neither side: the form's own pages answer (its catch-all).
    expect(pageAt('/cov/somewhere/else')).toMatchObject({ section: 'form', page: { path: '*' } });
  });

  it('gives the same answer for an address asked again after many others', () => {
    const first = pageAt('/cov/accept/redirects;status=success');
    for (let step = 0; step < 20; step += 1) pageAt(`/cov/accept/payment-declined/${step}`);
    expect(pageAt('/cov/accept/redirects;status=success')).toEqual(first);
    expect(first).toMatchObject({
      page: { path: ':returned' },
      params: { returned: 'redirects;status=success' },
    });
  });
});
