import type { FormCard } from '../formCard.ts';

/** mor — motor renewal (the breakdown brand's renewals; others renew in My Account). */
export const mor: FormCard = {
  title: 'Renew your car policy',
  totalSteps: 4,
  amendType: 'renewal',
  firstStep: 'important-information',
  brandTitleKey: 'mor.title',
  entry: { onlyOnBrands: ['GREENFLAG'], directLineMotorList: true },
  quote: { label: 'renew your car policy', validDays: 30 },
  accept: { verification: 'renewal' },
};
