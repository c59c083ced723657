import { contactLine, ourLine } from '@portal/domain/brands/contactLines';
import { IDENTITY_ATTEMPT_LIMIT, IDENTITY_WINDOW_MINUTES } from '@portal/domain/identity/identity';
import type { FactsOf } from '../email/emailFacts.ts';
import { type ComposedEmail, composed } from '../email/sender.ts';

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

/** Told to the holder, at the address on record, when their policy's details are being guessed at. */
export function guessingAlertEmail(facts: FactsOf<'identity-guessing-alert'>): ComposedEmail {
  return composed(facts, 'someone tried to use your policy details', {
    heading: 'Someone tried to use your policy details',
    paragraphs: [
      `Dear ${facts.firstName},`,
      `In the last ${IDENTITY_WINDOW_MINUTES} minutes someone tried ${IDENTITY_ATTEMPT_LIMIT} times to make a change online to your policy ${facts.policyNumber} with details that did not match ours. No change was made.`,
      `If this was you, there is nothing more to do: check your details against your policy documents and try again. If it was not you, please call ${ourLine(contactLine(facts.brand, 'amendments'))}.`,
    ],
  });
}
