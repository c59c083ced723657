import { describe, expect, it } from 'vitest';
import { isOverdue, QUOTE_REPLY_HOURS, replyPromise } from './replyPromise.ts';

const RECEIVED = '2026-11-25T09:00:00.000Z';

describe("a request's promised reply, from its form's folder", () => {
  it('gives a lapse enquiry 24 hours, or 3 when the customer asked to improve the offer', () => {
    expect(replyPromise('lapse', { lapseChoice: 'ENQUIRY' }, RECEIVED)).toEqual({
      hours: 24,
      dueAt: '2026-11-26T09:00:00.000Z',
    });
    expect(replyPromise('lapse', { lapseChoice: 'ENQUIRY', improveOffer: true }, RECEIVED)?.hours).toBe(3);
  });

  it('gives a form that ends in a quote the quote promise, and a simple request none', () => {
    expect(replyPromise('aad', {}, RECEIVED)?.hours).toBe(QUOTE_REPLY_HOURS);
    expect(replyPromise('cop', {}, RECEIVED)).toBeUndefined();
    expect(replyPromise('not-a-form', {}, RECEIVED)).toBeUndefined();
  });

  it('is overdue only once the promised time has passed', () => {
    const promise = replyPromise('aad', {}, RECEIVED);
    expect(isOverdue(promise, '2026-11-25T11:59:59.000Z')).toBe(false);
    expect(isOverdue(promise, '2026-11-25T12:00:01.000Z')).toBe(true);
    expect(isOverdue(undefined, '2030-01-01T00:00:00.000Z')).toBe(false);
  });
});
