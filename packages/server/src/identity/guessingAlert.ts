import { IDENTITY_ATTEMPT_LIMIT } from '@portal/domain/identity/identity';

/**
 * How long an identity check waits once a claimed identifier (a policy number, a registration,
 * a holder's name and postcode) has failed IDENTITY_ATTEMPT_LIMIT times in the window, from any
 * session: doubling from half a second to eight. Everyone claiming it waits alike — a made-up
 * number as long as a real one, the real holder too — but the holder is never refused.
 */
export function guessingDelayMs(claimFailures: number): number {
  const beyond = claimFailures - IDENTITY_ATTEMPT_LIMIT;
  return beyond < 0 ? 0 : Math.min(500 * 2 ** beyond, 8_000);
}

/** Failures from one client address in the window before its identity checks are refused. */
export const CLIENT_ATTEMPT_LIMIT = 30;
