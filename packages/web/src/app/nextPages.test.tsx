import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../testing/eventually.ts';
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

describe('fetching the next pages', () => {
  // Each test starts as a cold load: a fresh copy of the module, which has seen no interaction.
  async function freshCopy() {
    vi.resetModules();
    const { prefetchNextPages } = await import('./nextPages.ts');
    const { pageChunks } = await import('./pageChunks.ts');
    const load = vi.spyOn(pageChunks.anyStep, 'load').mockResolvedValue({ AnyStepRoute: () => <p /> });
    vi.spyOn(pageChunks.reviewStep, 'load').mockResolvedValue({ ReviewStepRoute: () => <p /> });
    return { prefetchNextPages, load };
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('waits for the customer to work with the page: nothing downloads while they only read it', async () => {
    const { prefetchNextPages, load } = await freshCopy();
    document.body.innerHTML = '<h1 tabindex="-1">Find your policy</h1><input aria-label="Registration" />';
    prefetchNextPages('/cov/request/triage?product=PCW');
    // The page moving focus to its own heading is not the customer answering.
    document.querySelector('h1')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    document.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts on the first press or key anywhere on the page', async () => {
    const { prefetchNextPages, load } = await freshCopy();
    prefetchNextPages('/cov/request/triage?product=PCW');
    expect(load).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a page the customer has left for one with nothing to fetch', async () => {
    const { prefetchNextPages, load } = await freshCopy();
    prefetchNextPages('/cov/request/triage?product=PCW');
    prefetchNextPages('/cov/request/session-ended');
    document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });

  it('once the customer has engaged, fetches each later page ahead without waiting again', async () => {
    const { prefetchNextPages, load } = await freshCopy();
    prefetchNextPages('/cov/request/triage?product=PCW');
    document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    prefetchNextPages('/cov/request/eligibility?product=PCW');
    await eventually(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
