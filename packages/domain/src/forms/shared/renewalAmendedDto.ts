import { z } from 'zod';
import type { AmendedDto } from '../formCard.ts';

/**
 * The renewal's amendedDTO (mor, hor): the new term's dates. The quotation's own start and end
 * rows already show them, so a renewal adds no subject rows of its own.
 */
export const amendedDto: AmendedDto = {
  schema: z.object({ renewalDate: z.iso.date(), termEndDate: z.iso.date() }),
};
