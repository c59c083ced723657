import type { FormCard } from '../formCard.ts';

/** docupl — upload a document. */
export const docupl: FormCard = {
  title: 'Upload a document',
  totalSteps: 3,
  amendType: 'amend',
  firstStep: 'your-details',
  entry: { directLineMotorList: true },
  triage: { sorryAction: 'send us a document' },
  quote: { label: 'upload a document', validDays: 30 },
  botCheck: true,
  journey: () => import('./journey.ts'),
};
