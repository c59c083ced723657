import { z } from 'zod';

/**
 * What a renewal request settles on the policy at once, with no quote and no agent: whether it
 * renews automatically (mar, renpref), or that it will not renew at all (lapse).
 */
export const renewalSettingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('renewalPreference'), autoRenewal: z.boolean() }),
  z.object({ kind: z.literal('lapse'), reason: z.string().max(200) }),
]);
export type RenewalSetting = z.infer<typeof renewalSettingSchema>;

/** The policy on record as a renewal request needs it. */
export interface RenewalRecord {
  /** ISO date of the next renewal. */
  renewalDate: string;
}

export type SettleOutcome =
  | { ok: true; setting: RenewalSetting | null }
  | { ok: false; field: string; message: string };

export type SettleFromDetails = (
  details: Record<string, unknown>,
  policy: RenewalRecord,
  today: string,
) => SettleOutcome;
