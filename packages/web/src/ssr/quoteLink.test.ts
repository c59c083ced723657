import type { QuoteRecord } from '@portal/domain/quotes/quoteDto';
import { describe, expect, it, vi } from 'vitest';
import { covQuoteRecord } from '../testing/quoteRecord.ts';
import { type LinkOpening, openQuoteLink } from './quoteLink.ts';

/** A card-paid cov increase, as the verification service answers it. */
const quote = (fraudCheck = false): QuoteRecord => covQuoteRecord({ fraudCheck });

const TOKEN = 'a'.repeat(43);
const link = (path: string) => new URL(`http://directline.localhost${path}`);
const answering = (opening: LinkOpening) => vi.fn(async () => opening);

describe('the emailed link opened on the server', () => {
  it('leads to the quotation with the items verification stores and the opened session', async () => {
    const open = answering({ ok: true, quote: quote(), session: 'session-1' });
    const outcome = await openQuoteLink(
      link(`/cov/accept/verification/${TOKEN}?product=PCW`),
      'DIRECTLINE',
      open,
    );
    expect(open).toHaveBeenCalledWith('cov', TOKEN);
    expect(outcome).toEqual({
      kind: 'opened',
      link: {
        address: '/cov/accept/quotation-opt?product=PCW',
        // An earlier opening's decision and flags go before the link's items are stored.
        cleared: expect.arrayContaining(['mta-cov-accepted', 'mta-cov-decision', 'mta-cov-success']),
        items: {
          'mta-cov-quote': expect.any(String),
          'mta-cov-validated': 'true',
          'mta-cov-quotation-new': 'true',
        },
        session: 'session-1',
      },
    });
    const stored = outcome.kind === 'opened' ? outcome.link.items['mta-cov-quote'] : undefined;
    expect(JSON.parse(stored ?? '')).toEqual(quote());
  });

  it("asks under the brand's call name, and a home link under home lapse's with product=HOME", async () => {
    const open = answering({ ok: false, errorCode: 'TOKEN_EXPIRED' });
    await openQuoteLink(link(`/cov/accept/verification/${TOKEN}`), 'GREENFLAG', open);
    expect(open).toHaveBeenLastCalledWith('gcov', TOKEN);
    const home = await openQuoteLink(link(`/lapse/accept/verification/home/${TOKEN}`), 'DIRECTLINE', open);
    expect(open).toHaveBeenLastCalledWith('home-lapse', TOKEN);
    expect(home).toMatchObject({ link: { address: '/lapse/accept/invalid-token?product=HOME' } });
  });

  it('answers a link that no longer works with the page saying why, and its status', async () => {
    const path = `/cov/accept/verification/${TOKEN}?product=PCW`;
    expect(
      await openQuoteLink(link(path), 'DIRECTLINE', answering({ ok: false, errorCode: 'TOKEN_EXPIRED' })),
    ).toEqual({
      kind: 'opened',
      link: { address: '/cov/accept/invalid-token?product=PCW', cleared: expect.any(Array), items: {} },
      status: 410,
    });
    expect(
      await openQuoteLink(link(path), 'DIRECTLINE', answering({ ok: false, errorCode: 'INVALID_TOKEN' })),
    ).toMatchObject({ link: { address: '/cov/accept/error?product=PCW' }, status: 404 });
  });

  it('leaves the fraud-checked journey to the browser, which runs the check in its window', async () => {
    const open = answering({ ok: true, quote: quote(true), session: 'session-1' });
    expect(await openQuoteLink(link(`/cov/accept/verification/${TOKEN}`), 'DIRECTLINE', open)).toEqual({
      kind: 'browser',
    });
  });
});
