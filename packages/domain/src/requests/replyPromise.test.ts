import { describe, expect, it } from 'vitest';
import { DEPLOYMENT_BRANDS } from '../brands/brand.ts';
import { FORM_CODES } from '../formCodes.ts';
import { isOverdue, QUOTE_REPLY_HOURS, replyPromise } from './replyPromise.ts';

const RECEIVED = '2026-11-25T09:00:00.000Z';

describe("a request's promised reply, from its form's folder and the brand's service levels", () => {
  it('gives a lapse enquiry 24 hours, or 3 when the customer asked to improve the offer', () => {
    expect(replyPromise('lapse', 'DIRECTLINE', { lapseChoice: 'ENQUIRY' }, RECEIVED)).toEqual({
      hours: 24,
      dueAt: '2026-11-26T09:00:00.000Z',
    });
    expect(
      replyPromise('lapse', 'DIRECTLINE', { lapseChoice: 'ENQUIRY', improveOffer: true }, RECEIVED).hours,
    ).toBe(3);
  });

  it('gives a form that ends in a quote the quote promise', () => {
    expect(replyPromise('aad', 'DIRECTLINE', {}, RECEIVED).hours).toBe(QUOTE_REPLY_HOURS);
  });

  it('gives a simple change the brand’s processing time: next day, two working days on the breakdown brand', () => {
    expect(replyPromise('com', 'DIRECTLINE', {}, RECEIVED).hours).toBe(24);
    expect(replyPromise('cop', 'GREENFLAG', {}, RECEIVED).hours).toBe(48);
  });

  it('gives a document request seven days and a refund five', () => {
    expect(replyPromise('docreq', 'PRIVILEGE', {}, RECEIVED).hours).toBe(7 * 24);
    expect(replyPromise('travel_refund', 'DIRECTLINE', {}, RECEIVED).hours).toBe(5 * 24);
  });

  it('promises every kind of request on every brand something, so any of them can go overdue', () => {
    for (const brand of DEPLOYMENT_BRANDS)
      for (const form of [...FORM_CODES, 'chat-message', 'not-a-form'])
        expect(replyPromise(form, brand, {}, RECEIVED).hours, `${form} on ${brand}`).toBeGreaterThan(0);
  });

  it('is overdue only once the promised time has passed', () => {
    const promise = replyPromise('aad', 'DIRECTLINE', {}, RECEIVED);
    expect(isOverdue(promise, '2026-11-25T11:59:59.000Z')).toBe(false);
    expect(isOverdue(promise, '2026-11-25T12:00:01.000Z')).toBe(true);
    expect(isOverdue(undefined, '2030-01-01T00:00:00.000Z')).toBe(false);
  });
});
