import { describe, expect, it } from 'vitest';
import { parseSecureCardForm } from './secureCardForm.ts';

const NOW = '2026-11-23T13:00:00Z';
const form = {
  holderName: 'Amelia Hart',
  cardNumber: '4111 1111 1111 1111',
  expiryMonth: '12',
  expiryYear: '2028',
  securityNumber: '123',
  postCode: 'LS1 4AP',
};

describe('the secure card form', () => {
  it('turns the posted fields into a card the gateway can check', () => {
    const parsed = parseSecureCardForm(form, NOW);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.card.cardNumber).toBe('4111111111111111');
    expect(parsed.card.cardType).toBe('visa');
    expect(parsed.card.expiryMonthYear).toEqual({ month: 12, year: 2028 });
    expect(parsed.card.billingAddress.postCode).toBe('LS1 4AP');
  });

  it('refuses an expired card, a bad security code and a bad postcode with field messages', () => {
    const parsed = parseSecureCardForm(
      { ...form, expiryMonth: '10', expiryYear: '2026', securityNumber: '12', postCode: 'nope' },
      NOW,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual([{ field: 'postCode', message: 'Postcode is invalid' }]);
    const second = parseSecureCardForm(
      { ...form, expiryMonth: '10', expiryYear: '2026', securityNumber: '12' },
      NOW,
    );
    expect(second.ok ? [] : second.errors.map((error) => error.field).sort()).toEqual([
      'expiryMonth',
      'securityNumber',
    ]);
  });

  it('refuses a body that is not the form', () => {
    expect(parseSecureCardForm(null, NOW).ok).toBe(false);
    expect(parseSecureCardForm({ ...form, expiryMonth: 'x' }, NOW).ok).toBe(false);
  });

  describe('with a Maestro card', () => {
    const maestro = { ...form, cardNumber: '5000 0000 0000 0009' };
    it('asks for the start date or issue number on the fields the form has', () => {
      const parsed = parseSecureCardForm(maestro, NOW);
      expect(parsed.ok ? [] : parsed.errors).toEqual([
        { field: 'issueNumber', message: 'Please enter the start date and/or issue number' },
      ]);
    });

    it('knows the other test Maestro card, 6759 6498 2643 8453, and asks it the same', () => {
      const other = { ...form, cardNumber: '6759 6498 2643 8453' };
      expect(parseSecureCardForm(other, NOW).ok).toBe(false);
      const parsed = parseSecureCardForm({ ...other, issueNumber: '2' }, NOW);
      expect(parsed.ok && parsed.card.cardType).toBe('maestro');
    });

    it('takes an issue number alone, or a start date alone', () => {
      const byIssue = parseSecureCardForm({ ...maestro, issueNumber: '1' }, NOW);
      expect(byIssue.ok && byIssue.card.issueNumber).toBe('1');
      const byStart = parseSecureCardForm({ ...maestro, startMonth: '01', startYear: '2024' }, NOW);
      expect(byStart.ok && byStart.card.startMonthYear).toEqual({ month: 1, year: 2024 });
      expect(
        parseSecureCardForm({ ...maestro, startMonth: '', startYear: '', issueNumber: '' }, NOW).ok,
      ).toBe(false);
    });

    it('points a start date in the future or half typed at the start inputs', () => {
      const future = parseSecureCardForm({ ...maestro, startMonth: '12', startYear: '2026' }, NOW);
      expect(future.ok ? [] : future.errors).toEqual([
        { field: 'startMonth', message: "Your card's start date must be in the past" },
      ]);
      const halfTyped = parseSecureCardForm({ ...maestro, startYear: '2024' }, NOW);
      expect(halfTyped.ok ? [] : halfTyped.errors.map((error) => error.field)).toEqual(['startMonth']);
    });
  });
});
