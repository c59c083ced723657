import type { FormCard } from '../formCard.ts';

/** travel_refund — COVID-19 travel upgrades refund. */
export const travelRefund: FormCard = {
  title: 'COVID-19 travel upgrades refund',
  totalSteps: 4,
  amendType: 'travelUpgradeEnquiry',
  customerTopic: 'travel',
  firstStep: 'important-information',
  productLine: 'travel',
  triage: { sorryAction: 'ask for a refund of your travel upgrades' },
  botCheck: true,
  serviceLevel: 'refund',
  journey: () => import('./journey.ts'),
};
