import { z } from 'zod';
import { editFrom } from '../../policy/policyEdit.ts';

/** Applying a financially interested party: the company becomes the interested party on record. */
export const editFromDetails = editFrom(
  z.looseObject({
    interestedParty: z.looseObject({
      type: z.string().min(1),
      name: z.string().min(1),
      postcode: z.string().min(1),
      agreementNumber: z.string().optional(),
    }),
  }),
  ({ interestedParty }) => ({
    kind: 'interestedParty',
    agreementType: interestedParty.type,
    companyName: interestedParty.name,
    postcode: interestedParty.postcode,
    agreementNumber: interestedParty.agreementNumber ?? '',
  }),
);
