import { renewalJourney } from '../shared/renewal.ts';

/** Renew your home policy: a renewal quote for the next year, priced from the policy on record. */
export const journey = renewalJourney({
  form: 'hor',
  details: {
    heading: 'Renew your home policy',
    changedLabel:
      'Has anything changed about your home, or the people who live there, since your policy started?',
    declaration: 'I confirm the home is my main residence and is not used for business.',
  },
  yourDetails: { vehicleRegistration: false },
});
