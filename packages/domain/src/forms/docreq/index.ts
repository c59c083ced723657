import { NINE_DIGIT_PRODUCTS } from '../../rules/policyNumber.ts';
import type { FormCard } from '../formCard.ts';

/** docreq — request a document. */
export const docreq: FormCard = {
  title: 'Request a document',
  totalSteps: 3,
  amendType: 'amend',
  customerTopic: 'documents',
  firstStep: 'your-details',
  brandTitleKey: 'docreq.title',
  entry: { directLineMotorList: true },
  triage: { sorryAction: 'request a document' },
  requestAction: 'get a copy of a policy document',
  // The breakdown brand saves as gdocreq; business (dl4b) policies go to their own service.
  callNames: { greenflag: 'gdocreq', others: ['dl4b-docreq'] },
  saveCallName: ({ product }) => (NINE_DIGIT_PRODUCTS.includes(product) ? 'dl4b-docreq' : undefined),
  botCheck: true,
  serviceLevel: 'documents',
  journey: () => import('./journey.ts'),
};
