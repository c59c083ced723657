import { describe, expect, it } from 'vitest';
import { cardDigits, detectCardType } from './cardType.ts';
import { isLuhnValid } from './luhn.ts';
import { SANDBOX_CARDS, SANDBOX_SCENARIOS, sandboxScenarioFor } from './sandboxCards.ts';

describe('sandbox cards', () => {
  it.each(SANDBOX_CARDS.map((card) => [card.number, card]))(
    '%s is Luhn-valid and of its stated type',
    (_, card) => {
      expect(isLuhnValid(cardDigits(card.number))).toBe(true);
      expect(detectCardType(card.number)).toBe(card.cardType);
      expect(sandboxScenarioFor(cardDigits(card.number))).toBe(card.scenario);
    },
  );

  it('covers every scenario and every scheme', () => {
    expect(new Set(SANDBOX_CARDS.map((card) => card.scenario))).toEqual(new Set(SANDBOX_SCENARIOS));
    expect(new Set(SANDBOX_CARDS.map((card) => card.cardType))).toEqual(
      new Set(['visa', 'mastercard', 'amex', 'maestro']),
    );
  });

  it('knows no other number', () => {
    expect(sandboxScenarioFor('4242424242424242')).toBeUndefined();
  });

  it('Luhn check refuses a changed digit', () => {
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });
});
