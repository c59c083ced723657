import { contactLine, ourLine } from '@portal/domain/brands/contactLines';
import type { FactsOf } from '@portal/domain/email/emailFacts';
import { IDENTITY_ATTEMPT_LIMIT, IDENTITY_WINDOW_MINUTES } from '@portal/domain/identity/identity';
import { type ComposedEmail, composed } from '../email/sender.ts';

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
