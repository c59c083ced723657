import type { SettleFromDetails } from '../../policy/renewalSetting.ts';
import { NOT_AVAILABLE_AFTER_CUTOFF, PURCHASE_CUTOFF } from './journey.ts';

/** The purchase date on record decides, whatever the customer answered: nothing else is settled. */
export const settleFromDetails: SettleFromDetails = (_details, policy) =>
  policy.purchasedOn > PURCHASE_CUTOFF
    ? { ok: false, field: 'boughtBeforeCutoff', message: NOT_AVAILABLE_AFTER_CUTOFF }
    : { ok: true, setting: null };
