import { describe, expect, it } from 'vitest';
import { describePaymentError, PAYMENT_ERRORS, paymentErrorTitle } from './paymentErrors.ts';

const context = {
  callLine: 'Call our customer services line on 0113 496 0000',
  openingHours: 'Monday to Friday 8am to 9pm',
  linkValidUntil: '2025-07-01',
};

describe('payment errors', () => {
  it('titles a code by dropping the prefix and turning dots to spaces, in sentence case', () => {
    expect(paymentErrorTitle('payment.invalid.payment.details')).toBe('Invalid payment details');
    expect(paymentErrorTitle('payment.execute.error')).toBe('Execute error');
  });

  it('lists every code of the spec', () => {
    expect(Object.keys(PAYMENT_ERRORS).sort()).toEqual(
      [
        'payment.too.many.attempts.with.same.card',
        'payment.card.not.valid.option.for.payment',
        'payment.invalid.payment.details',
        'payment.cannot.validate.try.again.or.another.card',
        'payment.missing.start.or.issue.date',
        'payment.options.per.month.not.found',
        'payment.execute.error',
      ].sort(),
    );
  });

  it('describes a known code with its own message', () => {
    expect(describePaymentError('payment.execute.error', context)).toEqual({
      title: 'Execute error',
      message: 'Your payment was declined by your bank. Please choose an alternative card.',
    });
  });

  it('answers an unknown code with Oh dear! and how to reach us', () => {
    const copy = describePaymentError('payment.something.new', context);
    expect(copy.title).toBe('Oh dear!');
    expect(copy.message).toContain('0113 496 0000');
    expect(copy.message).toContain('Monday to Friday 8am to 9pm');
    expect(copy.message).toContain('1 July 2025');
  });

  it('does not treat inherited object keys as codes', () => {
    expect(describePaymentError('toString', context).title).toBe('Oh dear!');
  });
});
