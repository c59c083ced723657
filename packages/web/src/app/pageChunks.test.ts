import { describe, expect, it } from 'vitest';
import { openingPageNeeds, pageChunkSources, pageChunks } from './pageChunks.ts';
import pageChunksSource from './pageChunks.ts?raw';

describe('openingPageNeeds', () => {
  it('fetches a journey step with the session scope, the step renderer and the form journey', () => {
    expect(openingPageNeeds('/cov/request/triage?product=PCW')).toEqual({
      chunks: ['sessionScope', 'triageStep'],
      journeyOf: 'cov',
    });
  });

  it('fetches the request error page alone, outside the journey', () => {
    expect(openingPageNeeds('/cov/request/error?product=PCW')).toEqual({ chunks: ['error'] });
  });

  it('fetches the quotation with the emailed link, where verification goes next', () => {
    expect(openingPageNeeds('/cov/accept/verification/abc-123?product=PCW')).toEqual({
      chunks: ['sessionScope', 'verification', 'quotation'],
      subjectOf: 'cov',
    });
  });

  it('fetches nothing for the hub, unknown accept pages or names an object already has', () => {
    expect(openingPageNeeds('/?product=PCW')).toEqual({ chunks: [] });
    expect(openingPageNeeds('/cov/accept/constructor')).toEqual({ chunks: [] });
    expect(openingPageNeeds('/nonsense/request/triage')).toEqual({
      chunks: ['sessionScope', 'triageStep'],
    });
  });

  it('fetches the question steps with their fields, review without them', () => {
    expect(openingPageNeeds('/con/request/your-details').chunks).toEqual(['sessionScope', 'anyStep']);
    expect(openingPageNeeds('/con/request/review-and-confirm').chunks).toEqual([
      'sessionScope',
      'reviewStep',
    ]);
  });
});

describe('pageChunkSources', () => {
  it('names the module each chunk imports, so the server links the right style sheets', () => {
    for (const [chunk, source] of Object.entries(pageChunkSources)) {
      const imported =
        new RegExp(`${chunk}: \\(\\) => import\\('([^']+)'\\)`).exec(pageChunksSource)?.[1] ?? '';
      expect(new URL(imported, 'file:///src/app/').pathname, chunk).toBe(`/${source}`);
    }
    expect(Object.keys(pageChunkSources).sort()).toEqual(Object.keys(pageChunks).sort());
  });
});
