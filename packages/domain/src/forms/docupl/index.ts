import type { FormCard } from '../formCard.ts';

/** docupl — upload a document. */
export const docupl: FormCard = {
  title: 'Upload a document',
  totalSteps: 3,
  amendType: 'amend',
  customerTopic: 'documents',
  firstStep: 'your-details',
  entry: { directLineMotorList: true },
  triage: { sorryAction: 'send us a document' },
  // No quote follows an upload: we check the documents and get in touch if we need more. The
  // spec lists docupl among the forms whose route data says quotes last 30 days
  //; that text stays in the route data alone, so no page, email or
  // pricing step treats the upload as a quote journey.
  routeQuoteValidDays: 30,
  botCheck: true,
  journey: () => import('./journey.ts'),
};
