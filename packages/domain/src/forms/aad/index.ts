import { z } from 'zod';
import { rowsOf } from '../../quotes/subjectRows.ts';
import type { FormCard } from '../formCard.ts';

const amended = z.object({ driverFullName: z.string() });

/** aad — add a driver. */
export const aad: FormCard = {
  title: 'Add a driver',
  totalSteps: 5,
  amendType: 'amend',
  firstStep: 'eligibility',
  entry: { directLineMotorList: true },
  triage: { sorryAction: 'add a driver' },
  quote: {
    label: 'add a driver',
    validDays: 30,
    intro: 'Here is your quote to add a driver to your policy.',
    amended,
    subject: rowsOf(amended, (driver) => [{ label: 'Additional driver', value: driver.driverFullName }]),
  },
  change: () => import('./change.ts'),
  journey: () => import('./journey.ts'),
};
