import type { FormCard } from '../formCard.ts';
import { RENEWAL_PREMIUM_LABEL, RENEWAL_PROGRESS, RENEWAL_WORDING } from '../shared/renewalQuote.ts';

/**
 * mor — motor renewal. It runs on the breakdown brand alone (others renew in My Account), so
 * its quote is worded for breakdown cover, as the brand's title is; the policy is priced from
 * the rescue tariff because the brand's motor cover is breakdown (rating/breakdownCover.ts).
 */
export const mor: FormCard = {
  title: 'Renew your car policy',
  // The spec's route data: 4 steps, "6 steps on the breakdown brand".
  // We differ on purpose: "Step x of y" counts the pages this journey shows for these answers
  // (navigation.ts stepCounter, one rule for every form): triage, the renewal
  // details, your details, review and the checks, so Green Flag reads "of 5". The spec does not
  // name the breakdown journey's other page, and a page made up to reach 6 would ask the customer
  // something for nothing. The heading words are the spec's: "Renew your breakdown cover policy"
  // (greenflag.ts mor.title and the first page's heading, journey.ts).
  totalSteps: 4,
  amendType: 'renewal',
  customerTopic: 'renewal',
  firstStep: 'important-information',
  brandTitleKey: 'mor.title',
  entry: { breakdownCoverOnly: true, directLineMotorList: true },
  quote: {
    label: 'renew your breakdown cover',
    // Valid 30 days, and never past the renewal date (quoteExpiry stops at the new term's start).
    validDays: 30,
    intro: 'Here is your quote to renew your breakdown cover for another year.',
    premiumLabel: RENEWAL_PREMIUM_LABEL,
    wording: RENEWAL_WORDING,
    progress: RENEWAL_PROGRESS,
    amendedDto: () => import('../shared/renewalAmendedDto.ts'),
  },
  accept: { verification: 'renewal', postponable: false },
  change: () => import('../shared/renewal.ts'),
  journey: () => import('./journey.ts'),
};
