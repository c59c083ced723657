import { describe, expect, it } from 'vitest';
import { openingPageNeeds } from './pageChunks.ts';

describe('openingPageNeeds', () => {
  it('fetches a journey step with the session scope, the step renderer and the form journey', () => {
    expect(openingPageNeeds('#/cov/request/triage?product=PCW')).toEqual({
      chunks: ['sessionScope', 'triageStep'],
      journeyOf: 'cov',
    });
  });

  it('fetches the request error page alone, outside the journey', () => {
    expect(openingPageNeeds('#/cov/request/error?product=PCW')).toEqual({ chunks: ['error'] });
  });

  it('fetches the quotation with the emailed link, where verification goes next', () => {
    expect(openingPageNeeds('#/cov/accept/verification/abc-123?product=PCW')).toEqual({
      chunks: ['sessionScope', 'verification', 'quotation'],
      subjectOf: 'cov',
    });
  });

  it('fetches nothing for the hub, unknown accept pages or names an object already has', () => {
    expect(openingPageNeeds('#/?product=PCW')).toEqual({ chunks: [] });
    expect(openingPageNeeds('#/cov/accept/constructor')).toEqual({ chunks: [] });
    expect(openingPageNeeds('#/nonsense/request/triage')).toEqual({
      chunks: ['sessionScope', 'triageStep'],
    });
  });

  it('fetches the question steps with their fields, review without them', () => {
    expect(openingPageNeeds('#/con/request/your-details').chunks).toEqual(['sessionScope', 'anyStep']);
    expect(openingPageNeeds('#/con/request/review-and-confirm').chunks).toEqual([
      'sessionScope',
      'reviewStep',
    ]);
  });
});
