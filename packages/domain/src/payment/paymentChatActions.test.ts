import { describe, expect, it } from 'vitest';
import { QUOTE_STATUSES } from '../quotes/quoteStatus.ts';
import { paymentChatActions, refusedActionReason, whyNothingNow } from './paymentChatActions.ts';
import { SECURE_FORM_STATES } from './securePayment.ts';

describe('what an agent can do in a payment chat', () => {
  it('offers only "taken" once the gateway has taken the money, whatever the quote says', () => {
    for (const quoteStatus of QUOTE_STATUSES)
      expect(paymentChatActions({ form: 'TAKEN', paymentInFlight: false, quoteStatus })).toEqual(['taken']);
    expect(
      paymentChatActions({ form: undefined, paymentInFlight: false, quoteStatus: 'PAYMENT_CONFIRMED' }),
    ).toEqual(['taken']);
  });

  it('never offers "declined" or "transferred" while money is taken or with the bank', () => {
    for (const form of [...SECURE_FORM_STATES, undefined])
      for (const quoteStatus of QUOTE_STATUSES)
        for (const paymentInFlight of [true, false]) {
          const actions = paymentChatActions({ form, paymentInFlight, quoteStatus });
          if (form === 'TAKEN' || quoteStatus === 'PAYMENT_CONFIRMED' || paymentInFlight)
            expect(actions).not.toContain('declined');
          if (form === 'TAKEN' || paymentInFlight) expect(actions).not.toContain('secure-form');
        }
  });

  it('offers "declined" only after the gateway declined, and nothing on a quote that no longer waits', () => {
    const waiting = { paymentInFlight: false, quoteStatus: 'PAYMENT_PROCEEDED' } as const;
    expect(paymentChatActions({ ...waiting, form: undefined })).toEqual(['secure-form', 'transferred']);
    expect(paymentChatActions({ ...waiting, form: 'WAITING' })).toEqual(['secure-form', 'transferred']);
    expect(paymentChatActions({ ...waiting, form: 'DECLINED' })).toEqual([
      'secure-form',
      'declined',
      'transferred',
    ]);
    for (const quoteStatus of ['PROPOSED', 'DECLINED', 'ACCEPTED', 'PAYMENT_PROCEED_FAILED'] as const)
      expect(paymentChatActions({ form: 'DECLINED', paymentInFlight: false, quoteStatus })).toEqual([]);
    expect(paymentChatActions({ ...waiting, form: 'WAITING', paymentInFlight: true })).toEqual([]);
  });

  it('offers no form and no payment step on a quote the customer can no longer accept', () => {
    for (const form of [undefined, 'WAITING', 'DECLINED'] as const) {
      const truth = {
        form,
        paymentInFlight: false,
        quoteStatus: 'PAYMENT_PROCEEDED',
        superseded: true,
      } as const;
      expect(paymentChatActions(truth)).toEqual([]);
      expect(refusedActionReason(truth)).toMatch(/Another change/);
    }
    // Money the gateway already took is still confirmed, whatever happened to the quote since.
    expect(
      paymentChatActions({
        form: 'TAKEN',
        paymentInFlight: false,
        quoteStatus: 'PAYMENT_PROCEEDED',
        superseded: true,
      }),
    ).toEqual(['taken']);
  });

  it('explains a refusal in words an agent can act on', () => {
    expect(
      refusedActionReason({ form: 'TAKEN', paymentInFlight: false, quoteStatus: 'PAYMENT_PROCEEDED' }),
    ).toMatch(/has been taken/);
    expect(
      refusedActionReason({ form: 'WAITING', paymentInFlight: true, quoteStatus: 'PAYMENT_PROCEEDED' }),
    ).toMatch(/bank is still checking/);
  });

  it('tells the agent why nothing is offered once the chat has ended', () => {
    const taken = { form: 'TAKEN', paymentInFlight: false, quoteStatus: 'PAYMENT_CONFIRMED' } as const;
    expect(whyNothingNow(taken, true)).toBe(
      'The payment has been taken and the customer has been told. The chat has ended.',
    );
    expect(whyNothingNow({ ...taken, form: 'DECLINED', quoteStatus: 'PAYMENT_PROCEEDED' }, true)).toBe(
      'The chat has ended.',
    );
    expect(
      whyNothingNow({ form: 'WAITING', paymentInFlight: true, quoteStatus: 'PAYMENT_PROCEEDED' }, false),
    ).toMatch(/bank is still checking/);
  });
});
