import { z } from 'zod';

const dateArray = z.array(z.number().int()).length(3);

/** Body of POST {form}/idv/validate: the token from the emailed link. */
export const verificationRequest = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/**
 * The quote record the browser keeps (accept-and-pay.md §3): dates as [year, month, day];
 * quoteDTO and amendedDTO carry money in integer pence.
 */
export const quoteRecordResponse = z.object({
  token: z.string(),
  coverStartDate: dateArray,
  coverEndDate: dateArray,
  policyNumber: z.string(),
  coverType: z.string(),
  quoteDTO: z.looseObject({ uuid: z.string(), quote_status: z.string() }),
  amendedDTO: z.record(z.string(), z.unknown()),
});
export type QuoteRecordResponse = z.infer<typeof quoteRecordResponse>;
