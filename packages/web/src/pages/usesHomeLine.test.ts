import { describe, expect, it } from 'vitest';
import { usesHomeLine } from './ExclusiveErrorPage.tsx';

describe('usesHomeLine', () => {
  it('uses the home number for hor and for addresses that mention covid or home', () => {
    expect(usesHomeLine('/hor/request/exclusive-error', 'hor')).toBe(true);
    expect(usesHomeLine('/travel_refund/request/exclusive-error?reason=covid', 'travel_refund')).toBe(true);
    expect(usesHomeLine('/hcoa/request/exclusive-error?product=HOME', 'hcoa')).toBe(true);
  });

  it('uses the amendments number otherwise', () => {
    expect(usesHomeLine('/cov/request/exclusive-error?product=MOTOR', 'cov')).toBe(false);
  });
});
