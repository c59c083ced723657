import { z } from 'zod';
import { editFrom } from '../../policy/policyEdit.ts';

/** Applying a change of phone number: the contact number on record becomes the new one. */
export const editFromDetails = editFrom(z.looseObject({ newPhone: z.string().min(1) }), (details) => ({
  kind: 'policyholderPhone',
  phone: details.newPhone,
}));
