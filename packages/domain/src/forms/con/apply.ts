import { z } from 'zod';
import { editFrom } from '../../policy/policyEdit.ts';

/** Applying a change of name: the policyholder's title and name become the new ones. */
export const editFromDetails = editFrom(
  z.looseObject({
    title: z.string().min(1),
    newFirstName: z.string().min(1),
    newLastName: z.string().min(1),
  }),
  (details) => ({
    kind: 'policyholderName',
    title: details.title,
    firstName: details.newFirstName,
    lastName: details.newLastName,
  }),
);
