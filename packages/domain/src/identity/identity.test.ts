import { describe, expect, it } from 'vitest';
import {
  claimMatchesPolicy,
  type IdentityClaim,
  identityClaim,
  type PolicyOnRecord,
  sameName,
} from './identity.ts';

const motor: PolicyOnRecord = {
  product: 'MOTOR',
  holder: { firstName: 'Amelia', lastName: "O'Hart-Smith", dateOfBirth: '1985-03-14' },
  postcode: 'LS1 4AP',
  registrations: ['YA19KXR'],
};
const claim: IdentityClaim = {
  firstName: 'amelia',
  lastName: 'OHart Smith',
  dob: '1985/03/14',
  postcode: 'LS14AP',
  registration: 'YA19KXR',
  policyNumber: '',
  product: 'PCW',
};

describe('matching a claim against the policy on record', () => {
  it('accepts the holder whatever the case, spacing and punctuation of the name', () => {
    expect(claimMatchesPolicy(claim, motor)).toBe(true);
    expect(sameName('Zoë', 'ZOE')).toBe(true);
    expect(sameName('', '')).toBe(false);
  });

  it.each([
    ['first name', { firstName: 'Amy' }],
    ['last name', { lastName: 'Hart' }],
    ['date of birth', { dob: '1985/03/15' }],
    ['postcode', { postcode: 'M11AE' }],
    ['registration', { registration: 'MA68PLN' }],
    ['product line', { product: 'HOME' as const }],
  ])('refuses a wrong %s', (_detail, change) => {
    expect(claimMatchesPolicy({ ...claim, ...change }, motor)).toBe(false);
  });

  it('asks no date of birth of business products, and no registration of home policies', () => {
    const landlord: PolicyOnRecord = { ...motor, product: 'LANDLORD', registrations: [] };
    expect(
      claimMatchesPolicy({ ...claim, product: 'LANDLORD', dob: '2021/01/01', registration: '' }, landlord),
    ).toBe(true);
    // Claiming a business product does not skip the date of birth of a motor policy.
    expect(claimMatchesPolicy({ ...claim, product: 'LANDLORD', dob: '2021/01/01' }, motor)).toBe(false);
  });

  it('reads the claim from the stored request details', () => {
    expect(
      identityClaim(
        {
          policyHolder: { firstName: 'Amelia', lastName: 'Hart', dob: '1985/03/14', postcode: 'LS1 4AP' },
          currentVehicleReg: 'ya19 kxr',
          policyNumber: 'GF 40000001',
        },
        'MOTOR',
      ),
    ).toEqual({
      firstName: 'Amelia',
      lastName: 'Hart',
      dob: '1985/03/14',
      postcode: 'LS14AP',
      registration: 'YA19KXR',
      policyNumber: '40000001',
      product: 'MOTOR',
    });
  });
});
