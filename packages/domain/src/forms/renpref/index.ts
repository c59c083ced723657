import type { FormCard } from '../formCard.ts';

/** renpref — renewal preference. */
export const renpref: FormCard = {
  title: 'Update your renewal preference',
  totalSteps: 5,
  amendType: 'renewal',
  customerTopic: 'renewal',
  firstStep: 'eligibility',
  entry: { brandParam: 'bankPartner' },
  triage: { partnersSelfServe: true, sorryAction: 'update your renewal preference' },
  doneWhenSaved: true,
  settle: () =>
    import('../shared/renewalPreference.ts').then((module) => ({
      settleFromDetails: module.settleRenewalPreference,
    })),
  journey: () => import('./journey.ts'),
};
