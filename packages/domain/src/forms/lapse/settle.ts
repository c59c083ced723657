import type { SettleFromDetails } from '../../policy/renewalSetting.ts';
import { text } from '../shared/savedDetails.ts';

/** A lapse marks the policy as not renewing at once; an enquiry changes nothing until staff reply. */
export const settleFromDetails: SettleFromDetails = (details) =>
  text(details.lapseChoice) === 'LAPSE'
    ? { ok: true, setting: { kind: 'notRenewing', reason: text(details.reason).slice(0, 200) } }
    : { ok: true, setting: null };
