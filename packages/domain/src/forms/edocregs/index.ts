import { NINE_DIGIT_PRODUCTS } from '../../rules/policyNumber.ts';
import type { FormCard } from '../formCard.ts';

const EDOCS = {
  home: 'edocs-home',
  business: 'edocs-dl4b-motor',
  b4c: 'edocs-b4c-motor',
  motor: 'edocs-motor',
};

/** edocregs — online document registration. */
export const edocregs: FormCard = {
  title: 'Get your policy documents',
  totalSteps: 4,
  amendType: 'amend',
  customerTopic: 'documents',
  firstStep: 'your-details',
  isCaciForm: true,
  entry: { signInExempt: true },
  triage: { sorryAction: 'register for online documents' },
  callNames: { others: Object.values(EDOCS) },
  // Each document service keeps its own policies: home, business (dl4b), 10-digit b4c cars, other cars.
  saveCallName: ({ product, policyNumber }) =>
    product === 'HOME'
      ? EDOCS.home
      : NINE_DIGIT_PRODUCTS.includes(product)
        ? EDOCS.business
        : policyNumber.length === 10
          ? EDOCS.b4c
          : EDOCS.motor,
  botCheck: true,
  journey: () => import('./journey.ts'),
};
