import { describe, expect, it } from 'vitest';
import { type AcceptGuardInput, guardAcceptPage, guardRequestSideAccepted } from './acceptGuards.ts';

const session = (
  items: Record<string, string>,
  form: AcceptGuardInput['form'] = 'cov',
  brand: AcceptGuardInput['brand'] = 'DIRECTLINE',
): AcceptGuardInput => ({
  form,
  brand,
  read: (key) => items[key] ?? null,
});
const allow = { kind: 'allow' };
const route = (path: string) => ({ kind: 'route', path });

describe('accept guards', () => {
  it('let accept pages show only when accepted is exactly true', () => {
    expect(guardAcceptPage('card-payment', session({ 'mta-cov-accepted': 'true' }))).toEqual(allow);
    for (const value of ['false', '"true"', '1']) {
      expect(guardAcceptPage('card-payment', session({ 'mta-cov-accepted': value }))).toEqual(
        route('/cov/accept/error'),
      );
    }
    expect(guardAcceptPage('quote-accepted', session({}))).toEqual(route('/cov/accept/error'));
  });

  it('show the decision, not the error, on any page once the session ended after a decision', () => {
    const paid = { 'mta-aad-decision': '"PAYMENT_CONFIRMED"' };
    for (const page of ['payment-success', '3dsecure', 'card-payment', 'quotation-opt', 'decided'] as const) {
      const expected = page === 'decided' ? allow : route('/aad/accept/decided');
      expect(guardAcceptPage(page, session(paid, 'aad'))).toEqual(expected);
    }
    // A live journey is untouched by an old decision, and a garbled one counts for nothing.
    expect(guardAcceptPage('card-payment', session({ ...paid, 'mta-aad-accepted': 'true' }, 'aad'))).toEqual(
      allow,
    );
    expect(guardAcceptPage('decided', session({ 'mta-cov-decision': '"PROPOSED"' }))).toEqual(
      route('/cov/accept/error'),
    );
    expect(guardAcceptPage('decided', session({ 'mta-cov-decision': 'not json' }))).toEqual(
      route('/cov/accept/error'),
    );
  });

  it('show quote-declined after a decline, which stores accepted false', () => {
    expect(guardAcceptPage('quote-declined', session({ 'mta-cov-accepted': 'false' }))).toEqual(allow);
    expect(guardAcceptPage('quote-declined', session({}))).toEqual(route('/cov/accept/error'));
  });

  it('need validated and quotation-new for the quotation review, else the request error', () => {
    const both = { 'mta-aad-validated': 'true', 'mta-aad-quotation-new': 'true' };
    expect(guardAcceptPage('quotation-opt', session(both, 'aad'))).toEqual(allow);
    expect(guardAcceptPage('quotation-opt', session({ 'mta-aad-validated': 'true' }, 'aad'))).toEqual(
      route('/aad/request/error'),
    );
    expect(guardAcceptPage('quotation-opt', session({ 'mta-aad-quotation-new': 'true' }, 'aad'))).toEqual(
      route('/aad/request/error'),
    );
  });

  it('need the legacy flag for the legacy review', () => {
    const legacy = { 'mta-cov-validated': 'true', 'mta-cov-quotation-legacy': 'true' };
    expect(guardAcceptPage('quotation-legacy', session(legacy))).toEqual(allow);
    expect(
      guardAcceptPage(
        'quotation-legacy',
        session({ 'mta-cov-validated': 'true', 'mta-cov-quotation-new': 'true' }),
      ),
    ).toEqual(route('/cov/request/error'));
  });

  it('need validated card details for the summary and 3-D Secure pages', () => {
    const accepted = { 'mta-cov-accepted': 'true' };
    expect(guardAcceptPage('payment-summary', session(accepted))).toEqual(route('/cov/accept/card-payment'));
    expect(
      guardAcceptPage('3dsecure', session({ ...accepted, cardHolderDetails: '{"cardNumber":"1111"}' })),
    ).toEqual(allow);
    expect(guardAcceptPage('3dsecure', session({ cardHolderDetails: '{"cardNumber":"1111"}' }))).toEqual(
      route('/cov/accept/error'),
    );
  });

  it('need the success flag for payment success', () => {
    expect(guardAcceptPage('payment-success', session({ 'mta-cov-success': 'true' }))).toEqual(allow);
    expect(guardAcceptPage('payment-success', session({ 'mta-cov-accepted': 'true' }))).toEqual(
      route('/cov/accept/error'),
    );
  });

  it('let accepted stand for success on Greenflag coa and cov only', () => {
    const accepted = (form: 'coa' | 'cov' | 'aad') => ({ [`mta-${form}-accepted`]: 'true' });
    expect(guardAcceptPage('payment-success', session(accepted('coa'), 'coa', 'GREENFLAG'))).toEqual(allow);
    expect(guardAcceptPage('payment-success', session(accepted('cov'), 'cov', 'GREENFLAG'))).toEqual(allow);
    expect(guardAcceptPage('payment-success', session(accepted('aad'), 'aad', 'GREENFLAG'))).toEqual(
      route('/aad/accept/error'),
    );
  });

  it('always show the invalid token and error pages', () => {
    expect(guardAcceptPage('invalid-token', session({}))).toEqual(allow);
    expect(guardAcceptPage('error', session({}))).toEqual(allow);
  });

  it('send request-side pages to the request error when no decision flag is stored', () => {
    expect(guardRequestSideAccepted(session({}))).toEqual(route('/cov/request/error'));
    expect(guardRequestSideAccepted(session({ 'mta-cov-accepted': 'false' }))).toEqual(allow);
  });
});
