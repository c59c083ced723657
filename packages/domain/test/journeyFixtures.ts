import type { RuleContext } from '../src/rules/ruleRef.ts';

/**
 * Answers and context shared by the journey tests: a Direct Line motor policyholder on
 * 10 March 2026 (GMT), with cover starting ten days later.
 */
export const NOW = '2026-03-10T10:00:00.000Z';

export function testContext(overrides: Partial<RuleContext> = {}): RuleContext {
  return {
    form: 'con',
    brand: 'DIRECTLINE',
    product: 'MOTOR',
    now: NOW,
    due: '2026-05-30',
    answers: {},
    ...overrides,
  };
}

export const validYourDetails: Record<string, unknown> = {
  isPolicyHolder: 'true',
  'policyHolder.firstName': 'Jane',
  'policyHolder.lastName': 'Smith',
  'policyHolder.postcode': 'LS1 4AP',
  'policyHolder.dob': '15/06/1980',
  'policyHolder.email': 'jane.smith@example.com',
  'policyHolder.phone': '07700 900123',
  currentVehicleReg: 'AB12 CDE',
  policyNumber: '12345678',
  confirmation: true,
};

export const validEligibility: Record<string, unknown> = {
  coverStartDateFlag: 'LATER',
  coverStartDate: '20/03/2026',
  tempChangeFlag: 'false',
  eligibilityConfirmation: true,
};

export const allImportantInformation = (count: number): Record<string, unknown> =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`checkbox${index}`, true]));

/** An add-driver step answered in full, with one recent claim and one old and one recent conviction. */
export const validDriver: Record<string, unknown> = {
  ukResident: 'true',
  driverFirstName: 'Sam',
  driverLastName: 'Smith',
  dob: '02/01/2000',
  gender: 'Male',
  licenceType: 'FULL_UK',
  yearsLicenceHeld: '9',
  occupationName: 'Teacher',
  relationship: 'Child',
  residenceSinceBirth: 'false',
  residencyStartDate: '03/2015',
  claimsFlag: 'true',
  claims: [{ date: '01/06/2025', type: 'Windscreen', atFault: 'false' }],
  convictionsFlag: 'true',
  convictions: [
    { date: '01/02/2024', code: 'SP30', points: '3' },
    { date: '01/02/2020', code: 'SP30', points: '3' },
  ],
};
