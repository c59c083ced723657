import { z } from 'zod';
import { LEFT_MESSAGE_TITLE } from './leftMessage.ts';

/**
 * A left message's stored details (leftMessage.ts): the policyholder block every request has (its
 * email is where the reply goes, and the queue's search finds it), the words left, and the chat it
 * came from.
 */
export const leftMessageDetailsSchema = z.object({
  policyHolder: z.object({ firstName: z.string(), email: z.string() }),
  message: z.string(),
  chat: z.object({ conversationId: z.number().int(), topic: z.string(), pagePath: z.string() }),
});
export type LeftMessageDetails = z.infer<typeof leftMessageDetailsSchema>;

/** An agent's answer to a left message, emailed to the address the customer gave. */
export const leftMessageReplySchema = z.object({
  reply: z
    .string()
    .trim()
    .min(2, 'Write your reply to the customer')
    .max(4000, 'Keep the reply under 4,000 characters'),
  takeOver: z.boolean().optional(),
});

/** The details as staff read them on the request page. */
export function leftMessageAnswers(details: unknown) {
  const parsed = leftMessageDetailsSchema.safeParse(details);
  if (!parsed.success) return [];
  const { policyHolder, message, chat } = parsed.data;
  return [
    {
      heading: LEFT_MESSAGE_TITLE,
      rows: [
        { name: 'name', label: 'Name given', value: policyHolder.firstName || 'Not given' },
        { name: 'email', label: 'Reply to', value: policyHolder.email },
        { name: 'message', label: 'Message', value: message },
        { name: 'page', label: 'Page they were on', value: chat.pagePath || 'Not known' },
        { name: 'chat', label: 'Web chat', value: `Chat ${chat.conversationId} (${chat.topic})` },
      ],
    },
  ];
}
