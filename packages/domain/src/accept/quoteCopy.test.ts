import { describe, expect, it } from 'vitest';
import type { FormCode } from '../formCodes.ts';
import { formatPence } from '../money.ts';
import { formatQuoteDate } from '../quotes/subjectRows.ts';
import { loadChangeSubject } from './changeSubject.ts';
import {
  acceptButtonLabel,
  acceptHint,
  breakdownTotalLabel,
  DECLINE_MODAL,
  declineDialogBody,
  formatExcessPence,
  premiumChangeLabel,
  quotationIntro,
  quoteDateRows,
  quoteDeclinedLines,
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
    expect(secondaryButtonLabel('coa')).toBe('Exit without accepting');
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

describe('cover dates and the subject of the change', () => {
  it('shows dates as DD/MM/YYYY', () => {
    expect(formatQuoteDate([2026, 3, 9])).toBe('09/03/2026');
  });
  const changeSubject = async (form: FormCode, amended: unknown) => (await loadChangeSubject(form))(amended);
  it('names the vehicle for cov, the address for coa and the driver for aad', async () => {
    expect(await changeSubject('cov', { make: 'Ford', model: 'Focus', registration: 'AB12 CDE' })).toEqual([
      { label: 'Make', value: 'Ford' },
      { label: 'Model', value: 'Focus' },
      { label: 'Registration', value: 'AB12 CDE' },
    ]);
    expect(await changeSubject('coa', { address: '1 High Street, Leeds', postcode: 'LS1 4AP' })).toEqual([
      { label: 'New address', value: '1 High Street, Leeds' },
      { label: 'Postcode', value: 'LS1 4AP' },
    ]);
    // Stored without its space, a postcode still reads as people write it.
    expect((await changeSubject('coa', { address: '1 High Street, Leeds', postcode: 'LS14AP' }))[1]).toEqual({
      label: 'Postcode',
      value: 'LS1 4AP',
    });
    expect(await changeSubject('aad', { driverFullName: 'Sam Hart' })).toEqual([
      { label: 'Additional driver', value: 'Sam Hart' },
    ]);
  });
  it('names nothing when the amended record does not fit its form', async () => {
    expect(await changeSubject('cov', { address: 'x', postcode: 'y' })).toEqual([]);
    expect(await changeSubject('con', { anything: 1 })).toEqual([]);
  });
});

describe('quote declined copy', () => {
  it('promises a call back only for lapse', () => {
    expect(quoteDeclinedLines('lapse', null)).toHaveLength(3);
    expect(quoteDeclinedLines('lapse', null)[1]).toContain('contact you within');
    // The decline page says what the link now does, as the quote email promised.
    expect(quoteDeclinedLines('cov', null)).toEqual([
      'No changes have been made to your policy.',
      'The link we emailed you now only shows that you declined this quote. If you change your mind, please start a new request.',
    ]);
  });

  it('says a declined renewal ends the cover on its renewal date, with the date and how to renew later', () => {
    const renewal = { coverStartDate: [2026, 6, 1] as [number, number, number] };
    expect(declineDialogBody('mor', renewal)).toBe(
      'If you decline, your policy will not renew: your cover ends on your renewal date, 1 June 2026. To renew later, start a new renewal request before 1 June 2026.',
    );
    expect(quoteDeclinedLines('mor', renewal).slice(0, 2)).toEqual([
      'Your policy will not renew: your cover ends on your renewal date, 1 June 2026.',
      'To renew later, start a new renewal request before 1 June 2026, or call us.',
    ]);
    expect(declineDialogBody('cov', renewal)).toBe(DECLINE_MODAL.body);
  });

  it('explains the styled-disabled accept button by the number of boxes', () => {
    expect(acceptHint(1, 'Make payment')).toBe('Tick the box above, then press Make payment.');
    expect(acceptHint(3, 'Accept quote')).toBe('Tick all 3 boxes above, then press Accept quote.');
  });
});

describe('the dates of a quote, in its own words', () => {
  const dates = { start: '15/12/2026', end: '14/12/2027' };
  it('a renewal renews, a change changes', () => {
    expect(quoteDateRows('hor', dates, 'quote')).toEqual([
      { label: 'Renews on', value: '15/12/2026' },
      { label: 'New policy year ends', value: '14/12/2027' },
    ]);
    expect(quoteDateRows('mor', dates, 'outcome').map((row) => row.label)).toEqual([
      'New policy year starts',
      'New policy year ends',
    ]);
    expect(quoteDateRows('cov', dates, 'quote').map((row) => row.label)).toEqual([
      'Change starts',
      'Cover ends',
    ]);
  });

  it("a temporary vehicle shows its own period only, never the policy's end", () => {
    expect(quoteDateRows('atv', dates, 'quote')).toEqual([]);
    expect(quoteDateRows('atv', dates, 'outcome')).toEqual([]);
  });
});
