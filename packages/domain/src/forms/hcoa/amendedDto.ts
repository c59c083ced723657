import { addressAmendedSchema } from '../../quotes/quoteDto.ts';
import { addressRows, rowsOf } from '../../quotes/subjectRows.ts';
import type { AmendedDto } from '../formCard.ts';

/** hcoa's quote is for the new address. */
export const amendedDto: AmendedDto = {
  schema: addressAmendedSchema,
  subject: rowsOf(addressAmendedSchema, addressRows),
};
