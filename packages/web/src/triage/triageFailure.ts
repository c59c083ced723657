import { isApiFailure } from '../api/client.ts';

/**
 * A failed lookup as the text the triage rules read: motor triage looks for "502" in it, so a
 * gateway failure without the portal's envelope still carries its status.
 */
export function failureMessage(error: unknown): string {
  if (isApiFailure(error)) return [error.status, error.errorCode, error.message].filter(Boolean).join(' ');
  return error instanceof Error ? error.message : String(error);
}
