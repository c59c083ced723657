import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { contactLine, ourLine } from '@portal/domain/brands/contactLines';
import { brandSettings } from '@portal/domain/brands/registry';
import { IDENTITY_ATTEMPT_LIMIT, IDENTITY_WINDOW_MINUTES } from '@portal/domain/identity/identity';
import { renderEmail } from '../email/layout.ts';
import type { OutgoingEmail } from '../email/outboxRepository.ts';

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
export function guessingAlertEmail(input: {
  brand: DeploymentBrand;
  recipient: string;
  firstName: string;
  policyNumber: string;
}): OutgoingEmail {
  const brand = brandSettings(input.brand);
  const rendered = renderEmail(brand, {
    heading: 'Someone tried to use your policy details',
    paragraphs: [
      `Dear ${input.firstName},`,
      `In the last ${IDENTITY_WINDOW_MINUTES} minutes someone tried ${IDENTITY_ATTEMPT_LIMIT} times to make a change online to your policy ${input.policyNumber} with details that did not match ours. No change was made.`,
      `If this was you, there is nothing more to do: check your details against your policy documents and try again. If it was not you, please call ${ourLine(contactLine(input.brand, 'amendments'))}.`,
    ],
  });
  return {
    kind: 'identity-guessing-alert',
    recipient: input.recipient,
    subject: `${brand.displayName}: someone tried to use your policy details`,
    ...rendered,
  };
}
