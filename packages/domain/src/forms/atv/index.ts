import { z } from 'zod';
import { dateArraySchema, vehicleAmendedSchema } from '../../quotes/quoteDto.ts';
import { formatQuoteDate, rowsOf, vehicleRows } from '../../quotes/subjectRows.ts';
import type { FormCard } from '../formCard.ts';

const amended = z.object({
  vehicle: vehicleAmendedSchema,
  coverStartDate: dateArraySchema,
  coverEndDate: dateArraySchema,
});

/** atv — add a temporary vehicle. */
export const atv: FormCard = {
  title: 'Add a temporary vehicle',
  totalSteps: 5,
  amendType: 'amend',
  firstStep: 'eligibility',
  entry: { directLineMotorList: true },
  triage: { sorryAction: 'add a temporary vehicle' },
  quote: {
    label: 'add a temporary vehicle',
    validDays: 30,
    intro: 'Here is your quote to add a temporary vehicle to your policy.',
    amended,
    subject: rowsOf(amended, (atv) => [
      ...vehicleRows(atv.vehicle),
      { label: 'Temporary cover from', value: formatQuoteDate(atv.coverStartDate) },
      { label: 'Temporary cover to', value: formatQuoteDate(atv.coverEndDate) },
    ]),
  },
  change: () => import('./change.ts'),
  journey: () => import('./journey.ts'),
};
