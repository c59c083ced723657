import { z } from 'zod';

/** The customer's latest answer to a question staff asked, with the files sent with it. */
export const customerAnswerResponse = z.object({
  answer: z
    .object({
      question: z.string(),
      text: z.string(),
      at: z.string(),
      files: z.array(z.object({ id: z.number().int(), displayName: z.string() })),
    })
    .nullable(),
});
export type CustomerAnswerResponse = z.infer<typeof customerAnswerResponse>;
