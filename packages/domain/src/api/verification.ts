import { z } from 'zod';
import { quoteRecordSchema } from '../quotes/quoteDto.ts';

/** Body of POST {form}/idv/validate: the token from the emailed link. */
export const verificationRequest = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** The answer is the quote record the browser keeps, defined once in quotes/. */
export const quoteRecordResponse = quoteRecordSchema;
export type QuoteRecordResponse = z.infer<typeof quoteRecordResponse>;
