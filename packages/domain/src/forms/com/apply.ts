import { z } from 'zod';
import { editFrom } from '../../policy/policyEdit.ts';

/** Applying a change of mileage: the policy's annual mileage becomes the customer's new estimate. */
export const editFromDetails = editFrom(
  z.looseObject({ estimatedAnnualMileage: z.coerce.number().int().min(0).max(200_000) }),
  (details) => ({ kind: 'annualMileage', annualMileage: details.estimatedAnnualMileage }),
);
