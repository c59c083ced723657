import { z } from 'zod';

/**
 * What a request settles on the policy at once, with no quote and no agent: whether it
 * renews automatically, or that it will not renew at all.
 */
export const renewalSettingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('renewalPreference'), autoRenewal: z.boolean() }),
  z.object({ kind: z.literal('notRenewing'), reason: z.string().max(200) }),
]);
export type RenewalSetting = z.infer<typeof renewalSettingSchema>;

/** The policy on record as these requests need it. */
export interface PolicyRecord {
  /** ISO date of the next renewal. */
  renewalDate: string;
  /** ISO date the policy was first bought. */
  purchasedOn: string;
}

export type SettleOutcome =
  | { ok: true; setting: RenewalSetting | null }
  | { ok: false; field: string; message: string };

export type SettleFromDetails = (
  details: Record<string, unknown>,
  policy: PolicyRecord,
  today: string,
) => SettleOutcome;
