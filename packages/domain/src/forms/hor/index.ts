import type { FormCard } from '../formCard.ts';
import { RENEWAL_PREMIUM_LABEL, RENEWAL_PROGRESS, RENEWAL_WORDING } from '../shared/renewalQuote.ts';

/** hor — home renewal. */
export const hor: FormCard = {
  title: 'Renew your home policy',
  totalSteps: 4,
  amendType: 'renewal',
  customerTopic: 'renewal',
  firstStep: 'eligibility',
  productLine: 'home',
  quote: {
    label: 'renew your home policy',
    // Valid 30 days, and never past the renewal date (quoteExpiry stops at the new term's start).
    validDays: 30,
    intro: 'Here is your quote to renew your home policy for another year.',
    premiumLabel: RENEWAL_PREMIUM_LABEL,
    wording: RENEWAL_WORDING,
    progress: RENEWAL_PROGRESS,
    amendedDto: () => import('../shared/renewalAmendedDto.ts'),
  },
  accept: { verification: 'renewal' },
  change: () => import('../shared/renewal.ts'),
  journey: () => import('./journey.ts'),
};
