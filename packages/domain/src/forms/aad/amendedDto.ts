import { z } from 'zod';
import { rowsOf } from '../../quotes/subjectRows.ts';
import type { AmendedDto } from '../formCard.ts';

const schema = z.object({ driverFullName: z.string() });

/** aad's quote is for the driver added. */
export const amendedDto: AmendedDto = {
  schema,
  subject: rowsOf(schema, (driver) => [{ label: 'Additional driver', value: driver.driverFullName }]),
};
