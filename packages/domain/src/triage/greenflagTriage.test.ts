import { describe, expect, it } from 'vitest';
import {
  choosePrefix,
  GET_IN_TOUCH_MESSAGE,
  getInTouchWarning,
  greenflagTriageErrors,
  policyNumberEnabled,
} from './greenflagTriage.ts';

describe('Greenflag triage', () => {
  it('requires a prefix with the spec message', () => {
    expect(greenflagTriageErrors({ policyType: '', policyNumber: '' })).toEqual([
      { field: 'policyType', message: 'Please answer this question to continue' },
    ]);
  });

  it('lets only GF / proceed; GF-Pol / and Other are asked to get in touch', () => {
    for (const policyType of ['GF-Pol /', 'Other']) {
      expect(getInTouchWarning(policyType)).toBe(true);
      expect(greenflagTriageErrors({ policyType, policyNumber: '12345678' })).toEqual([
        { field: 'policyType', message: GET_IN_TOUCH_MESSAGE },
      ]);
    }
    expect(GET_IN_TOUCH_MESSAGE).toBe('Please get in touch with us.');
    expect(getInTouchWarning('GF /')).toBe(false);
    expect(getInTouchWarning('')).toBe(false);
    expect(greenflagTriageErrors({ policyType: 'GF /', policyNumber: '4000 0001' })).toEqual([]);
  });

  it('wants exactly 8 digits for a GF / policy', () => {
    const message = 'Your policy number should be 8 digits.';
    for (const policyNumber of ['', '1234567', '123456789', 'GF123456', '1234567a']) {
      expect(greenflagTriageErrors({ policyType: 'GF /', policyNumber })).toEqual([
        { field: 'policyNumber', message },
      ]);
    }
  });

  it('enables the policy number only for GF /, clearing it otherwise', () => {
    expect(policyNumberEnabled('GF /')).toBe(true);
    expect(policyNumberEnabled('GF-Pol /')).toBe(false);
    expect(choosePrefix({ policyType: 'GF /', policyNumber: '12345678' }, 'Other')).toEqual({
      policyType: 'Other',
      policyNumber: '',
    });
    expect(choosePrefix({ policyType: '', policyNumber: '12345678' }, 'GF /')).toEqual({
      policyType: 'GF /',
      policyNumber: '12345678',
    });
  });
});
