import type { FormCard } from '../formCard.ts';

/** mar — renewal preference through a motor-manufacturer partner. */
export const mar: FormCard = {
  title: 'Update your renewal preference',
  totalSteps: 5,
  amendType: 'renewal',
  customerTopic: 'renewal',
  firstStep: 'eligibility',
  entry: { brandParam: 'manufacturer' },
  triage: { sorryAction: 'update your renewal preference' },
  doneWhenSaved: true,
  settle: () =>
    import('../shared/renewalPreference.ts').then((module) => ({
      settleFromDetails: module.settleRenewalPreference,
    })),
  journey: () => import('./journey.ts'),
};
