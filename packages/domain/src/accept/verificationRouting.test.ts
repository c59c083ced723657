import { describe, expect, it } from 'vitest';
import { quoteRecordFixture } from '../../test/quoteFixtures.ts';
import { routeAfterVerification, routeForTokenError } from './verificationRouting.ts';

const off = { enabled: false, brand: 'DIRECTLINE' };
const legacy = { amountToDebit: 0, quoteSubmissionDate: [2018, 11, 24] as [number, number, number] };

describe('routing after verification', () => {
  it('sends a quote without a quoteDTO, or no quote at all, to the accept error', () => {
    expect(routeAfterVerification({ form: 'cov', quote: quoteRecordFixture(null), fraudCheck: off })).toEqual(
      {
        route: '/cov/accept/error',
        flags: {},
        fraudCheck: false,
      },
    );
    expect(routeAfterVerification({ form: 'cov', quote: null, fraudCheck: off }).route).toBe(
      '/cov/accept/error',
    );
  });

  it('marks renewals accepted and sends them to payment', () => {
    for (const form of ['mor', 'hor'] as const) {
      expect(routeAfterVerification({ form, quote: quoteRecordFixture(), fraudCheck: off })).toEqual({
        route: `/${form}/accept/payment`,
        flags: { validated: true, accepted: true },
        fraudCheck: false,
      });
    }
  });

  it('shows the decision of a quote already paid, accepted or declined, whatever the form', () => {
    for (const quote_status of ['PAYMENT_CONFIRMED', 'ACCEPTED', 'DECLINED'] as const) {
      for (const form of ['mor', 'cov', 'coa'] as const) {
        const quote = quoteRecordFixture({ quote_status });
        expect(routeAfterVerification({ form, quote, fraudCheck: off })).toEqual({
          route: `/${form}/accept/decided`,
          flags: { validated: true },
          fraudCheck: false,
        });
      }
    }
  });

  it('shows a lapse quote with nothing to pay on the current review, even if it looks legacy', () => {
    const result = routeAfterVerification({
      form: 'lapse',
      quote: quoteRecordFixture(legacy),
      fraudCheck: off,
    });
    expect(result).toEqual({
      route: '/lapse/accept/quotation-opt',
      flags: { validated: true, 'quotation-new': true },
      fraudCheck: false,
    });
  });

  it('uses the legacy review for unpaid card increases submitted before 25 November 2018', () => {
    const result = routeAfterVerification({
      form: 'cov',
      quote: quoteRecordFixture(legacy),
      fraudCheck: off,
    });
    expect(result).toEqual({
      route: '/cov/accept/quotation-legacy',
      flags: { validated: true, 'quotation-legacy': true },
      fraudCheck: false,
    });
  });

  it('uses the current review from 25 November 2018, or when money is owed, or on other terms', () => {
    const cases = [
      { ...legacy, quoteSubmissionDate: [2018, 11, 25] as [number, number, number] },
      { ...legacy, amountToDebit: 100 },
      { ...legacy, paymentType: 'MONTHLY_DD' as const },
      { ...legacy, premiumDeviationFlag: 'DECREASE' as const },
    ];
    for (const dto of cases) {
      expect(
        routeAfterVerification({ form: 'aad', quote: quoteRecordFixture(dto), fraudCheck: off }).route,
      ).toBe('/aad/accept/quotation-opt');
    }
  });

  it('sends a home address change already proceeding to payment to the error page', () => {
    const quote = quoteRecordFixture({ quote_status: 'PAYMENT_PROCEEDED' });
    expect(routeAfterVerification({ form: 'hcoa', quote, fraudCheck: off }).route).toBe('/hcoa/accept/error');
    expect(routeAfterVerification({ form: 'coa', quote, fraudCheck: off }).route).toBe(
      '/coa/accept/quotation-opt',
    );
  });

  it('asks for the fraud check only when on, for card payers, on the five deployment brands', () => {
    const check = (
      brand: string,
      enabled: boolean,
      paymentType: 'LUMP_SUM_CC' | 'MONTHLY_DD' = 'LUMP_SUM_CC',
    ) =>
      routeAfterVerification({
        form: 'cov',
        quote: quoteRecordFixture({ paymentType }),
        fraudCheck: { enabled, brand },
      }).fraudCheck;
    for (const brand of ['DIRECTLINE', 'PRODUCT', 'PRIVILEGE', 'NATIONWIDE', 'GREENFLAG']) {
      expect(check(brand, true)).toBe(true);
    }
    expect(check('DIRECTLINE', false)).toBe(false);
    expect(check('RBS', true)).toBe(false);
    expect(check('DIRECTLINE', true, 'MONTHLY_DD')).toBe(false);
  });
});

describe('routing after a failed token check', () => {
  it('shows the invalid token page for an expired link and the error page for an unknown one', () => {
    expect(routeForTokenError('cov', 'TOKEN_EXPIRED')).toBe('/cov/accept/invalid-token');
    expect(routeForTokenError('cov', 'QUOTE_SUPERSEDED')).toBe('/cov/accept/out-of-date');
    expect(routeForTokenError('cov', 'INVALID_TOKEN')).toBe('/cov/accept/error');
    expect(routeForTokenError('cov', 'QUOTE_NOT_EXISTS')).toBe('/cov/accept/error');
    expect(routeForTokenError('cov', 'Http failure: QUOTE_NOT_EXISTS')).toBe('/cov/accept/error');
  });

  it('treats any other failure as a link that no longer works', () => {
    expect(routeForTokenError('aad', 'CONNECTION_ERROR')).toBe('/aad/accept/invalid-token');
  });
});
