import type { ProgressStepCopy, QuoteWording } from '../formCard.ts';

/**
 * What the renewal cards (mor, hor) say about their quote. Apart from renewal.ts (the journey
 * and the priced change, loaded lazily) so a card does not bring the journey's date arithmetic
 * into every page's first load.
 */

/** The quotation's label for the amount: the whole next-term premium, not a change to this one. */
export const RENEWAL_PREMIUM_LABEL = 'Renewal premium';

/**
 * A renewal is next year's whole premium for a new policy year, never a change to this one: every
 * page and email says "renewal".
 */
export const RENEWAL_WORDING: QuoteWording = {
  heading: 'Your renewal',
  startLabel: 'Renews on',
  endLabel: 'New policy year ends',
  fromLabel: 'New policy year starts',
  toLabel: 'New policy year ends',
  paidLead: 'Thank you. We have taken your payment and renewed your policy.',
  acceptedHeading: 'Your renewal is confirmed',
  acceptedLead: 'Thank you for accepting your renewal quote. We have renewed your policy.',
  followUp:
    'We will email you to confirm your renewal, with links to your documents for the new policy year.',
  documents: 'Your documents for the new policy year are ready to download:',
  period: (from, to) => `This is your premium for the year from ${from} to ${to}.`,
  doneEmail: {
    heading: 'Your policy has been renewed',
    body: (from, to) => `We've renewed your policy for the year from ${from} to ${to}.`,
  },
  declined: {
    dialog: (renewsOn) =>
      `If you decline, your policy will not renew: your cover ends on your renewal date, ${renewsOn}. To renew later, start a new renewal request before ${renewsOn}.`,
    lines: (renewsOn) => [
      `Your policy will not renew: your cover ends on your renewal date, ${renewsOn}.`,
      `To renew later, start a new renewal request before ${renewsOn}, or call us.`,
    ],
  },
  confirmations: {
    noOtherChanges: 'I confirm there are no other changes to my circumstances since my last renewal.',
    accept: 'I understand and accept the renewal of my policy at the price shown above.',
    directDebit:
      'I understand that my monthly Direct Debit payments for the new policy year will be based on the price shown above.',
  },
};

/** The renewal's "What happens next": the whole premium is paid, and the new year starts on the renewal date. */
export const RENEWAL_PROGRESS: readonly ProgressStepCopy[] = [
  { title: 'Request your renewal', detail: 'Tell us your renewal date and confirm your details.' },
  {
    title: 'Quote emailed',
    detail: 'We will email your renewal price. Most arrive within minutes; it can take up to 1 hour.',
  },
  { title: 'Payment', detail: 'Pay your renewal premium for the new policy year by card.' },
  { title: 'Policy renewed', detail: 'Your new policy year starts on your renewal date.' },
];
