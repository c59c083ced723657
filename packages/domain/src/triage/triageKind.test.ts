import { describe, expect, it } from 'vitest';
import { mileagePolicyStatus } from './mileagePolicyStatus.ts';
import { sorryMessage } from './sorryMessage.ts';
import { triageKind } from './triageKind.ts';

describe('triageKind', () => {
  it('gives Greenflag its own triage whatever the form or product', () => {
    expect(triageKind({ form: 'coa', brand: 'GREENFLAG', product: 'MOTOR' })).toBe('greenflag');
    expect(triageKind({ form: 'hcoa', brand: 'GREENFLAG', product: 'HOME' })).toBe('greenflag');
  });

  it('gives home products and the home forms the address triage', () => {
    expect(triageKind({ form: 'renpref', brand: 'NATIONWIDE', product: 'HOME' })).toBe('home');
    expect(triageKind({ form: 'hcoa', brand: 'NATIONWIDE', product: 'MOTOR' })).toBe('home');
    expect(triageKind({ form: 'hor', brand: 'DIRECTLINE', product: 'MOTOR' })).toBe('home');
  });

  it('gives everything else the registration triage', () => {
    expect(triageKind({ form: 'cov', brand: 'DIRECTLINE', product: 'PCW' })).toBe('motor');
    expect(triageKind({ form: 'aad', brand: 'PRIVILEGE', product: 'MOTOR' })).toBe('motor');
  });
});

describe('mileagePolicyStatus', () => {
  it('maps 0-3 to the policy families and errors or unknown statuses to EXCEPTION', () => {
    expect(mileagePolicyStatus({ policyStatus: 0 })).toBe('UIS');
    expect(mileagePolicyStatus({ policyStatus: 1 })).toBe('B4C_NB');
    expect(mileagePolicyStatus({ policyStatus: 2 })).toBe('B4C_MIG');
    expect(mileagePolicyStatus({ policyStatus: 3 })).toBe('B4C_INVITE');
    expect(mileagePolicyStatus({ policyStatus: 4 })).toBe('EXCEPTION');
    expect(mileagePolicyStatus({ error: new Error('down') })).toBe('EXCEPTION');
  });
});

describe('sorryMessage', () => {
  it('reads as the spec words it', () => {
    expect(sorryMessage('change your vehicle')).toBe(
      "We're sorry, but you'll need to contact us to change your vehicle.",
    );
  });
});
