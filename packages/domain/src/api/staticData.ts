import { z } from 'zod';

/** Prepopulation from the policy store (request-journeys.md §3). */
export const policyPrepopulation = z.object({
  client: z.object({
    forename: z.string(),
    surname: z.string(),
    dateOfBirth: z.string(),
    postcode: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  policyDetails: z.object({
    policyNumber: z.string(),
    regNum: z.string().optional(),
    renewalDate: z.string().optional(),
  }),
});

/** Answer of GET {form}/data: server `now`, the `due` date and date lists, optional prepopulation. */
export const staticDataResponse = z.object({
  now: z.iso.datetime({ offset: true }),
  due: z.iso.date(),
  dates: z.record(z.string(), z.array(z.iso.date())),
  timestamp: z.number().int(),
  policy: policyPrepopulation.optional(),
});
export type StaticData = z.infer<typeof staticDataResponse>;
