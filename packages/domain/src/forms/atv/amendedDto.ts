import { z } from 'zod';
import { dateArraySchema, vehicleAmendedSchema } from '../../quotes/quoteDto.ts';
import { formatQuoteDate, rowsOf, vehicleRows } from '../../quotes/subjectRows.ts';
import type { AmendedDto } from '../formCard.ts';

const schema = z.object({
  vehicle: vehicleAmendedSchema,
  coverStartDate: dateArraySchema,
  coverEndDate: dateArraySchema,
});

/** atv's quote is for the temporary vehicle and the days it is covered. */
export const amendedDto: AmendedDto = {
  schema,
  subject: rowsOf(schema, (atv) => [
    ...vehicleRows(atv.vehicle),
    { label: 'Temporary cover from', value: formatQuoteDate(atv.coverStartDate) },
    { label: 'Temporary cover to', value: formatQuoteDate(atv.coverEndDate) },
  ]),
};
