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
});
