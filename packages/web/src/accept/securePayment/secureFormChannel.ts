import { z } from 'zod';

/** What the secure form's frame posts: `{ type: 'speik', uuid }` as JSON text. */
const message = z.object({ type: z.literal('speik'), uuid: z.string(), outcome: z.string().optional() });

/** The parts of a `MessageEvent` that decide whether it came from the secure form. */
export interface PostedMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * The uuid a secure-form message carries, or undefined for anything else. Only a message from
 * this page's own origin and from the form's own frame counts: any other window may post too.
 */
export function secureFormUuid(
  event: PostedMessage,
  expected: { origin: string; frame: unknown },
): string | undefined {
  if (event.origin !== expected.origin || !expected.frame || event.source !== expected.frame)
    return undefined;
  try {
    const parsed = message.safeParse(JSON.parse(String(event.data)));
    return parsed.success ? parsed.data.uuid : undefined;
  } catch {
    return undefined;
  }
}
