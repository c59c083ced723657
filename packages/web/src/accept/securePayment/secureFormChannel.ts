import { z } from 'zod';

/** What the secure form's frame posts: `{ type: 'speik', uuid }` as JSON text. */
const message = z.object({ type: z.literal('speik'), uuid: z.string(), outcome: z.string().optional() });

/**
 * The uuid a secure-form message carries, or undefined for anything else. Only a message from
 * this page's own origin and from the form's own frame counts.
 */
export function secureFormUuid(event: MessageEvent, frame: Window | null | undefined): string | undefined {
  if (event.origin !== window.location.origin || !frame || event.source !== frame) return undefined;
  try {
    const parsed = message.safeParse(JSON.parse(String(event.data)));
    return parsed.success ? parsed.data.uuid : undefined;
  } catch {
    return undefined;
  }
}
