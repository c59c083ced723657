import type { FormCard } from '../formCard.ts';

/** docreq — request a document. */
export const docreq: FormCard = {
  title: 'Request a document',
  totalSteps: 3,
  amendType: 'amend',
  firstStep: 'your-details',
  brandTitleKey: 'docreq.title',
  entry: { directLineMotorList: true },
};
