import type { FormCard } from '../formCard.ts';

/** hcoa — home change of address. */
export const hcoa: FormCard = {
  title: 'Change your address (home)',
  totalSteps: 6,
  amendType: 'amend',
  customerTopic: 'home',
  firstStep: 'eligibility',
  productLine: 'home',
  quote: {
    label: 'change your address',
    validDays: 30,
    intro: 'Here is your quote to change your current address.',
    amendedDto: () => import('./amendedDto.ts'),
    progress: [
      { title: 'Quote emailed', detail: 'We will email your quote within 3 hours.' },
      { title: 'Accept or decline', detail: 'Use the link in the email to accept or decline the quote.' },
      { title: 'Card payment', detail: 'Pay by card if there is anything to pay.' },
      { title: 'Policy updated', detail: 'We update your policy once your payment is confirmed.' },
    ],
  },
  accept: { errorWhenProceeded: true, asksAutoRenewal: true },
  change: () => import('./change.ts'),
  journey: () => import('./journey.ts'),
};
