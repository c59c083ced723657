import { z } from 'zod';

/**
 * A message a customer left in web chat when no agent came.
 *
 * Decision: it is a row in `requests` of its own kind, not a form. The work queue, its owner,
 * take/release/hand over, internal notes, the reply promise, search, paging and the audit all
 * already work on request rows, so a left message gets every one of them by being one, instead
 * of a second queue beside the first. Its kind is not a form code (no journey, nothing to apply),
 * so it lives here, not in forms/, and everything that reads a request's kind asks this module.
 */
export const LEFT_MESSAGE_KIND = 'chat-message';

export const LEFT_MESSAGE_TITLE = 'Message left in web chat';

/** What the customer is told and the queue measures against: a reply by email within a day. */
export const LEFT_MESSAGE_REPLY_HOURS = 24;

export const isLeftMessage = (kind: string) => kind === LEFT_MESSAGE_KIND;

/**
 * Its stored details: the policyholder block every request has (its email is where the reply
 * goes, and the queue's search finds it), the words left, and the chat it came from.
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

/** The confirmation the customer reads once the message is in the queue. */
export const leftMessageConfirmation = (email: string, reference: string) =>
  `Thank you. Your message is with our team (reference ${reference}). We will reply to ${email} within ${LEFT_MESSAGE_REPLY_HOURS} hours.`;

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
