// zod/mini, as api/session.ts: the shell's session scope parses this answer, and classic zod
// (about 12 KB gzip) would otherwise be in every page's first load. The server serves it alike.
import * as z from 'zod/mini';

/** Prepopulation from the policy store. */
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
    regNum: z.optional(z.string()),
    renewalDate: z.optional(z.string()),
  }),
});

/** Answer of GET {form}/data: server `now`, the `due` date and date lists, optional prepopulation. */
export const staticDataResponse = z.object({
  now: z.iso.datetime({ offset: true }),
  due: z.iso.date(),
  dates: z.record(z.string(), z.array(z.iso.date())),
  timestamp: z.int(),
  policy: z.optional(policyPrepopulation),
});
export type StaticData = z.infer<typeof staticDataResponse>;
