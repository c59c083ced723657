import { renewalJourney } from '../shared/renewal.ts';

/**
 * Renew your breakdown cover policy on the breakdown brand: a renewal quote for the next year,
 * priced from the policy on record. Greenflag triage has found the policy by number. Breakdown
 * cover rescues the vehicle whoever drives it, so only the vehicle is asked about.
 */
export const journey = renewalJourney({
  form: 'mor',
  details: {
    heading: 'Renew your breakdown cover policy',
    changedLabel: 'Has anything changed about your vehicle since your policy started?',
    declaration: 'I confirm the vehicle is kept in the UK and is not used for hire or reward.',
  },
  yourDetails: { vehicleRegistration: true, policyNumber: { required: { brands: ['GREENFLAG'] } } },
});
