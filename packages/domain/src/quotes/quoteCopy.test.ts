import { describe, expect, it } from 'vitest';
import {
  acceptButtonLabel,
  breakdownTotalLabel,
  formatExcessPence,
  formatPence,
  premiumChangeLabel,
  quotationIntro,
  quoteStatusMessage,
  secondaryButtonLabel,
} from './quoteCopy.ts';

describe('quotation copy', () => {
  it('introduces each quoted change in its own words', () => {
    expect(quotationIntro('cov')).toContain('change your current vehicle');
    expect(quotationIntro('coa')).toContain('change your current address');
    expect(quotationIntro('aad')).toContain('add a driver');
    expect(quotationIntro('atv')).toContain('add a temporary vehicle');
  });

  it('labels an increase as additional premium and a reduction as a premium reduction', () => {
    expect(premiumChangeLabel({ premiumDeviationFlag: 'INCREASE', totalPremiumChange: 4250 })).toBe(
      'Additional premium',
    );
    expect(premiumChangeLabel({ premiumDeviationFlag: 'DECREASE', totalPremiumChange: -4250 })).toBe(
      'Premium reduction',
    );
    expect(breakdownTotalLabel({ premiumDeviationFlag: 'DECREASE', totalPremiumChange: -1 })).toBe(
      'Total reduction',
    );
    expect(breakdownTotalLabel({ premiumDeviationFlag: 'INCREASE', totalPremiumChange: 1 })).toBe(
      'Total increase',
    );
  });

  it('formats pence as pounds with a leading dash when negative', () => {
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(-1234)).toBe('-£12.34');
    expect(formatPence(0)).toBe('£0.00');
  });

  it('shows a negative excess as a dash alone', () => {
    expect(formatExcessPence(25000)).toBe('£250.00');
    expect(formatExcessPence(-1)).toBe('-');
  });

  it('offers exit instead of decline on a change of address', () => {
    expect(secondaryButtonLabel('coa')).toBe('Exit');
    expect(secondaryButtonLabel('cov')).toBe('Decline');
  });

  it('says make payment only when a card payment follows', () => {
    expect(acceptButtonLabel('online-payment')).toBe('Make payment');
    expect(acceptButtonLabel('online-accept')).not.toBe('Make payment');
  });

  it('tells the customer a decided quote is already decided', () => {
    expect(quoteStatusMessage('ACCEPTED')).toContain('already accepted');
    expect(quoteStatusMessage('PAYMENT_CONFIRMED')).toContain('already accepted');
    expect(quoteStatusMessage('DECLINED')).toContain('already declined');
    expect(quoteStatusMessage('PROPOSED')).toBeNull();
    expect(quoteStatusMessage('PAYMENT_PROCEED_FAILED')).toBeNull();
  });
});
