import { describe, expect, it } from 'vitest';
import { withQuery } from './keepQuery.tsx';

describe('withQuery', () => {
  it('appends the current query to a path without one', () => {
    expect(withQuery('/aad/request/error', '?product=HOME&brand=RBS')).toBe(
      '/aad/request/error?product=HOME&brand=RBS',
    );
  });

  it('keeps a target that carries its own query', () => {
    expect(withQuery('/mar/request/triage?brand=VW', '?product=HOME')).toBe('/mar/request/triage?brand=VW');
  });

  it('leaves the path alone when there is no query', () => {
    expect(withQuery('/error', '')).toBe('/error');
    expect(withQuery('/error', '?')).toBe('/error');
  });
});
