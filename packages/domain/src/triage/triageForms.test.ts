import { describe, expect, it } from 'vitest';
import { homePolicyRequest, policyStatusRequest } from './triageApi.ts';
import { homeTriageErrors, motorTriageErrors, postcodeErrors } from './triageForms.ts';

describe('motor triage form', () => {
  it('requires a registration and checks it against the registration pattern, spaces ignored', () => {
    expect(motorTriageErrors('  ')).toEqual([
      { field: 'currentVehicleReg', message: 'Current vehicle registration is required' },
    ]);
    expect(motorTriageErrors('NOT A REG!')).toEqual([
      { field: 'currentVehicleReg', message: 'Registration number is invalid' },
    ]);
    expect(motorTriageErrors('ya19 kxr')).toEqual([]);
  });
});

describe('home triage form', () => {
  it('wants a valid postcode of at least 5 characters, a search, then an address', () => {
    expect(postcodeErrors('')[0]?.message).toBe('Postcode is required');
    expect(postcodeErrors('LS1')[0]?.message).toBe('Postcode is invalid');
    expect(homeTriageErrors({ postcode: 'LS1 4AP', address: '', searched: false })[0]?.message).toBe(
      'You must search your postcode',
    );
    expect(homeTriageErrors({ postcode: 'LS1 4AP', address: '', searched: true })).toEqual([
      { field: 'address', message: 'You must select an address' },
    ]);
    expect(homeTriageErrors({ postcode: 'LS1 4AP', address: '100023336956', searched: true })).toEqual([]);
  });
});

describe('triage API schemas', () => {
  it('normalises the registration before checking it', () => {
    expect(policyStatusRequest.parse({ registration: ' ya19 kxr ' })).toEqual({ registration: 'YA19KXR' });
    const bad = policyStatusRequest.safeParse({ registration: 'ABCDEFGH1' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Registration number is invalid');
  });

  it('accepts deployment and partner brands in any case, and a numeric UPRN only', () => {
    expect(homePolicyRequest.parse({ uprn: '1234', brand: 'rbs' })).toEqual({ uprn: '1234', brand: 'RBS' });
    expect(homePolicyRequest.safeParse({ uprn: '1234', brand: 'ACME' }).success).toBe(false);
    expect(homePolicyRequest.safeParse({ uprn: '12a', brand: 'NATIONWIDE' }).success).toBe(false);
  });
});
