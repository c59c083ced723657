import type { FormCard } from '../formCard.ts';

/** edocregs — online document registration. */
export const edocregs: FormCard = {
  title: 'Get your policy documents',
  totalSteps: 4,
  amendType: 'amend',
  firstStep: 'your-details',
  isCaciForm: true,
  entry: { signInExempt: true },
};
