import { describe, expect, it } from 'vitest';
import { brandCoversMake } from './b4c.ts';

describe('brandCoversMake', () => {
  it('lets insurer and bank brands cover any make', () => {
    expect(brandCoversMake('DIRECTLINE', 'TESLA')).toBe(true);
    expect(brandCoversMake('RBS', 'FORD')).toBe(true);
  });

  it('limits a manufacturer partner to its own group', () => {
    expect(brandCoversMake('VW', 'VOLKSWAGEN')).toBe(true);
    expect(brandCoversMake('VW', 'FORD')).toBe(false);
    expect(brandCoversMake('STELLANTIS', 'vauxhall')).toBe(true);
    expect(brandCoversMake('AUDI', 'SKODA')).toBe(false);
  });
});
