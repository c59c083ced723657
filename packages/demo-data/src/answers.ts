import { DEMO_POLICIES, type DemoPolicy } from './policies.ts';

/** A demo policy by number; throws when the demo store has no such policy. */
export function demoPolicy(policyNumber: string): DemoPolicy {
  const policy = DEMO_POLICIES.find((entry) => entry.policyNumber === policyNumber);
  if (!policy) throw new Error(`no demo policy ${policyNumber}`);
  return policy;
}

/**
 * The shared your-details answers as the browser sends them for a demo policy's holder, so a
 * save identifies that policy on record (policy number left out: the registration finds it).
 */
export function demoYourDetails(policyNumber: string): Record<string, unknown> {
  const policy = demoPolicy(policyNumber);
  const [year, month, day] = policy.holder.dateOfBirth.split('-');
  return {
    isPolicyHolder: 'true',
    'policyHolder.firstName': policy.holder.firstName,
    'policyHolder.lastName': policy.holder.lastName,
    'policyHolder.postcode': policy.postcode,
    'policyHolder.dob': `${day}/${month}/${year}`,
    'policyHolder.email': policy.holder.email,
    'policyHolder.phone': '07700 900123',
    ...(policy.registration ? { currentVehicleReg: policy.registration } : {}),
    confirmation: true,
  };
}

/** The two cars the payment suites swap policy 10000001 between, one cov quote after another. */
const SWAPPED_CARS = ['YA19KXR', 'BD73XKP'] as const;

/**
 * A change of vehicle names the car now on record (as `{form}/data` answers it for the policy's
 * prepopulation token) and a new one: each paid cov quote makes the new car the current one.
 */
export function covRegistrations(regNumOnRecord: string | undefined): { current: string; next: string } {
  const current = regNumOnRecord ?? SWAPPED_CARS[0];
  return { current, next: current === SWAPPED_CARS[1] ? SWAPPED_CARS[0] : SWAPPED_CARS[1] };
}

/** Amelia Hart's prepopulation token (policy 10000001), which `{form}/data` answers with her car. */
export const AMELIA_PREPOP_TOKEN = demoPolicy('10000001').prepopToken ?? '';

/**
 * An add-driver request on 10000002 that the rating engine refers to a person (a driver under 19
 * with a speeding conviction), starting on `coverStartDate` (DD/MM/YYYY).
 */
export const referredDriverAnswers = (coverStartDate: string, dob: string) => ({
  coverStartDateFlag: 'LATER',
  coverStartDate,
  tempChangeFlag: 'false',
  eligibilityConfirmation: true,
  ukResident: 'true',
  driverFirstName: 'Max',
  driverLastName: 'Bennett',
  dob,
  gender: 'Male',
  licenceType: 'FULL_UK',
  yearsLicenceHeld: '1',
  occupationName: 'Student',
  relationship: 'Child',
  residenceSinceBirth: 'true',
  claimsFlag: 'false',
  convictionsFlag: 'true',
  convictions: [{ date: '01/02/2026', code: 'SP30', points: '3' }],
  checkbox0: true,
  checkbox1: true,
  checkbox2: true,
});
