import type { FormCard } from '../formCard.ts';
import { RENEWAL_PREMIUM_LABEL } from '../shared/renewalQuote.ts';

/** mor — motor renewal (the breakdown brand's renewals; others renew in My Account). */
export const mor: FormCard = {
  title: 'Renew your car policy',
  totalSteps: 4,
  amendType: 'renewal',
  firstStep: 'important-information',
  brandTitleKey: 'mor.title',
  entry: { onlyOnBrands: ['GREENFLAG'], directLineMotorList: true },
  quote: {
    label: 'renew your car policy',
    // Valid 30 days, and never past the renewal date (quoteExpiry stops at the new term's start).
    validDays: 30,
    intro: 'Here is your quote to renew your car policy for another year.',
    premiumLabel: RENEWAL_PREMIUM_LABEL,
    amendedDto: () => import('../shared/renewalAmendedDto.ts'),
  },
  accept: { verification: 'renewal', postponable: false },
  change: () => import('../shared/renewal.ts'),
  journey: () => import('./journey.ts'),
};
