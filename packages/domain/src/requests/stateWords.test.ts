import { describe, expect, it } from 'vitest';
import { QUOTE_EVENTS, QUOTE_STATUSES } from '../quotes/quoteStatus.ts';
import { quoteEventWords, quoteStateWords, requestStatusWords } from './stateWords.ts';

const MACHINE_NAME = /[A-Z]{2,}_|[a-z][A-Z]/;

describe('states said as a person would', () => {
  it('says every quote state and event in words, never in its machine name', () => {
    for (const state of [...QUOTE_STATUSES, 'SUPERSEDED'])
      expect(quoteStateWords(state)).not.toMatch(MACHINE_NAME);
    for (const event of [...QUOTE_EVENTS, 'create', 'paymentAttemptRefused'])
      expect(quoteEventWords(event)).not.toMatch(MACHINE_NAME);
    expect(quoteStateWords('PAYMENT_CONFIRMED')).toBe('Paid');
    expect(quoteEventWords('proceedToPayment')).toBe('Customer went on to pay');
  });

  it('says an unknown state in words too', () => {
    expect(quoteStateWords('PAYMENT_REVERSED')).toBe('Payment reversed');
    expect(quoteEventWords('refundIssued')).toBe('Refund issued');
  });

  it('says a request’s status with how it ended', () => {
    expect(requestStatusWords('done', 'applied')).toBe('Done (applied to the policy)');
    expect(requestStatusWords('referred')).toBe('Referred to a supervisor');
    expect(requestStatusWords('in_progress', null)).toBe('In progress');
  });
});
