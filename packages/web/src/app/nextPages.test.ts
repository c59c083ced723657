import { describe, expect, it } from 'vitest';
import { nextPageChunks } from './nextPages.ts';
import { pageChunks as chunks } from './pageChunks.ts';

describe('the pages fetched ahead of the customer', () => {
  it('are the next question step from triage, and the next step or review from a step', () => {
    expect(nextPageChunks('/cov/request/triage?product=PCW')).toEqual([chunks.anyStep]);
    expect(nextPageChunks('/cov/request/your-details?product=PCW')).toEqual([
      chunks.anyStep,
      chunks.reviewStep,
    ]);
  });

  it('are the outcomes a quotation or payment can lead to', () => {
    expect(nextPageChunks('/cov/accept/quotation-opt?product=PCW')).toEqual([
      chunks.changeConfirmed,
      chunks.cardPayment,
      chunks.quoteDeclined,
    ]);
    expect(nextPageChunks('/cov/accept/card-payment')).toEqual([chunks.paymentSummary]);
  });

  it('are none from the hub, the error pages, or an unknown page', () => {
    expect(nextPageChunks('/?product=PCW')).toEqual([]);
    expect(nextPageChunks('/cov/request/session-ended')).toEqual([]);
    expect(nextPageChunks('/cov/accept/constructor')).toEqual([]);
  });
});
