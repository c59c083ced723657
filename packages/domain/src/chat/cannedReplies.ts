import { z } from 'zod';

/**
 * Replies agents send often, kept by staff in the console: typing `/` and a shortcut in the reply
 * box offers the replies whose shortcut starts so, and choosing one puts its text in the box for
 * the agent to edit before sending.
 */
export const cannedReplyInput = z.object({
  shortcut: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,30}$/, 'Use 1 to 30 letters, digits or hyphens, with no spaces.'),
  text: z.string().trim().min(1, 'Enter the reply.').max(1000, 'Keep the reply to 1,000 characters.'),
});
export type CannedReplyInput = z.input<typeof cannedReplyInput>;

export const cannedReplySchema = z.object({ id: z.number().int(), shortcut: z.string(), text: z.string() });
export type CannedReply = z.infer<typeof cannedReplySchema>;

export const cannedRepliesResponse = z.object({ replies: z.array(cannedReplySchema) });
export const cannedReplyResponse = z.object({ reply: cannedReplySchema });

/** A draft that is only `/` and the start of a shortcut asks for the replies it matches. */
const SHORTCUT_DRAFT = /^\/([a-z0-9-]*)$/i;

/** The replies a draft such as "/gree" offers, in shortcut order; none for any other draft. */
export function repliesMatching(draft: string, replies: readonly CannedReply[]): CannedReply[] {
  const typed = SHORTCUT_DRAFT.exec(draft.trim())?.[1]?.toLowerCase();
  if (typed === undefined) return [];
  return replies
    .filter((reply) => reply.shortcut.startsWith(typed))
    .sort((a, b) => a.shortcut.localeCompare(b.shortcut));
}
