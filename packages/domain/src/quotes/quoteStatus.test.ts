import { describe, expect, it } from 'vitest';
import {
  canCustomerAct,
  isDecided,
  QUOTE_EVENTS,
  QUOTE_STATUSES,
  type QuoteEvent,
  type QuoteStatus,
  transition,
} from './quoteStatus.ts';

/** The whole table, written out once more so a change to the machine must change this test. */
const EXPECTED: Record<QuoteStatus, Partial<Record<QuoteEvent, QuoteStatus | 'replay'>>> = {
  PROPOSED: { accept: 'ACCEPTED', decline: 'DECLINED', proceedToPayment: 'PAYMENT_PROCEEDED' },
  PAYMENT_PROCEEDED: {
    proceedToPayment: 'replay',
    postpone: 'replay',
    awaitPayment: 'PAYMENT_AWAITING',
    confirmPayment: 'PAYMENT_CONFIRMED',
    failPayment: 'PAYMENT_PROCEED_FAILED',
  },
  PAYMENT_AWAITING: {
    awaitPayment: 'replay',
    confirmPayment: 'PAYMENT_CONFIRMED',
    failPayment: 'PAYMENT_PROCEED_FAILED',
  },
  PAYMENT_PROCEED_FAILED: { failPayment: 'replay', proceedToPayment: 'PAYMENT_PROCEEDED' },
  PAYMENT_CONFIRMED: { confirmPayment: 'replay' },
  ACCEPTED: { accept: 'replay' },
  DECLINED: { decline: 'replay' },
};

describe('quote state machine', () => {
  for (const status of QUOTE_STATUSES) {
    for (const event of QUOTE_EVENTS) {
      const expected = EXPECTED[status][event];
      it(`${status} + ${event} → ${expected ?? 'refused'}`, () => {
        const result = transition(status, event);
        if (expected === undefined) expect(result.ok).toBe(false);
        else if (expected === 'replay') expect(result).toEqual({ ok: true, status, replayed: true });
        else expect(result).toEqual({ ok: true, status: expected, replayed: false });
      });
    }
  }

  it('says a decided quote is decided, and anything else is just not possible yet', () => {
    expect(transition('ACCEPTED', 'decline')).toEqual({ ok: false, errorCode: 'QUOTE_ALREADY_DECIDED' });
    expect(transition('PROPOSED', 'confirmPayment')).toEqual({ ok: false, errorCode: 'INVALID_TRANSITION' });
  });

  it('lets the customer act only on undecided quotes', () => {
    expect(QUOTE_STATUSES.filter(canCustomerAct)).toEqual([
      'PROPOSED',
      'PAYMENT_PROCEEDED',
      'PAYMENT_AWAITING',
      'PAYMENT_PROCEED_FAILED',
    ]);
  });

  it('calls exactly the decided statuses final', () => {
    expect(QUOTE_STATUSES.filter(isDecided)).toEqual(['PAYMENT_CONFIRMED', 'ACCEPTED', 'DECLINED']);
  });
});
