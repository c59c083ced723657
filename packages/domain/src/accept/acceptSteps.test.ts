import { describe, expect, it } from 'vitest';
import { acceptStepCounter, quoteLinkValidLine } from './acceptSteps.ts';

describe('the accept side’s step counter', () => {
  it('counts the quote, the card details and the check for a quote paid by card', () => {
    expect(acceptStepCounter('quote', 'online-payment')).toEqual({ step: 1, of: 3 });
    expect(acceptStepCounter('card', 'online-payment')).toEqual({ step: 2, of: 3 });
    expect(acceptStepCounter('check', 'online-payment')).toEqual({ step: 3, of: 3 });
  });

  it('shows none when the quote is accepted on its one page', () => {
    expect(acceptStepCounter('quote', 'online-accept')).toBeNull();
  });
});

describe('the quote page on its link', () => {
  it('says until when the link works', () => {
    expect(quoteLinkValidLine('2026-12-27')).toBe(
      'You can come back to this quote with the link in your email until the end of 27 December 2026.',
    );
  });
});
