import type { FormCard } from '../formCard.ts';

/** mileage-moneyback — Mileage MoneyBack. */
export const mileageMoneyback: FormCard = {
  title: 'Mileage MoneyBack',
  totalSteps: 3,
  amendType: '',
  customerTopic: 'car',
  firstStep: 'important-information',
  entry: { elsewhereWhenNotOffered: 'carCover', signInExempt: true },
  triage: { sorryAction: 'send your mileage reading' },
  botCheck: true,
  settle: () => import('./settle.ts'),
  journey: () => import('./journey.ts'),
};
