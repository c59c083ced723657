import { describe, expect, it } from 'vitest';
import { progressSteps } from './progressSteps.ts';

describe('progressSteps', () => {
  it('promises the quote within minutes, and up to 1 hour on Green Flag', () => {
    expect(progressSteps('cov', 'DIRECTLINE')[1]?.detail).toBe('We will email your quote within minutes.');
    expect(progressSteps('cov', 'GREENFLAG')[1]?.detail).toContain('up to 1 hour');
  });

  it('gives home change of address its own four stages, starting with an email within 3 hours', () => {
    const steps = progressSteps('hcoa', 'DIRECTLINE');
    expect(steps.map((step) => step.title)).toEqual([
      'Quote emailed',
      'Accept or decline',
      'Card payment',
      'Policy updated',
    ]);
    expect(steps[0]?.detail).toContain('within 3 hours');
  });
});
