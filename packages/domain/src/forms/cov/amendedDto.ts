import { vehicleAmendedSchema } from '../../quotes/quoteDto.ts';
import { rowsOf, vehicleRows } from '../../quotes/subjectRows.ts';
import type { AmendedDto } from '../formCard.ts';

/** cov's quote is for the new vehicle. */
export const amendedDto: AmendedDto = {
  schema: vehicleAmendedSchema,
  subject: rowsOf(vehicleAmendedSchema, vehicleRows),
};
