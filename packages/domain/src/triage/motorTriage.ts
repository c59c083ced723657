import type { OpeningHours } from '../brands/brand.ts';
import { isOpen } from '../hours.ts';

/**
 * Motor triage: the policy status of the vehicle decides whether the
 * customer self-serves here, signs in to their account, or talks to an agent.
 */

/** What the policy-status lookup answered: a status, or an error with its message. */
export type MotorTriageOutcome = { policyStatus: number } | { error: { message: string } };

export type MotorTriageDecision =
  | { kind: 'continue'; vehicleReg?: string }
  | { kind: 'signIn' }
  | { kind: 'webchat' }
  | { kind: 'call' };

export interface MotorTriageContext {
  /** The registration as the customer typed it, normalised; stored on status 0. */
  registration: string;
  /** Server time (ISO) and the brand's web chat hours: out of hours, the customer is asked to call. */
  now: string;
  webchatHours: OpeningHours;
}

const SIGN_IN_STATUSES: readonly number[] = [1, 2];

export function motorTriageDecision(
  outcome: MotorTriageOutcome,
  ctx: MotorTriageContext,
): MotorTriageDecision {
  if ('error' in outcome) {
    // A gateway failure (502) means our systems cannot answer: an agent can. Anything else
    // must not stop a customer who could have self-served, so they carry on.
    return outcome.error.message.includes('502') ? { kind: 'webchat' } : { kind: 'continue' };
  }
  if (outcome.policyStatus === 0) return { kind: 'continue', vehicleReg: ctx.registration };
  if (SIGN_IN_STATUSES.includes(outcome.policyStatus)) return { kind: 'signIn' };
  return isOpen(ctx.now, ctx.webchatHours) ? { kind: 'webchat' } : { kind: 'call' };
}
