/**
 * Mileage policy status from the triage lookup: which family of
 * policy the registration belongs to, or EXCEPTION when the lookup failed.
 */
export const MILEAGE_POLICY_STATUSES = ['UIS', 'B4C_NB', 'B4C_MIG', 'B4C_INVITE', 'EXCEPTION'] as const;
export type MileagePolicyStatus = (typeof MILEAGE_POLICY_STATUSES)[number];

const BY_STATUS: Record<number, MileagePolicyStatus> = {
  0: 'UIS',
  1: 'B4C_NB',
  2: 'B4C_MIG',
  3: 'B4C_INVITE',
};

/** A status outside 0-3 (such as "not found here") is as unusable as a failed lookup. */
export function mileagePolicyStatus(
  outcome: { policyStatus: number } | { error: unknown },
): MileagePolicyStatus {
  if ('error' in outcome) return 'EXCEPTION';
  return BY_STATUS[outcome.policyStatus] ?? 'EXCEPTION';
}
