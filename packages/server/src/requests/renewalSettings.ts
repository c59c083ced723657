import type { FormCode } from '@portal/domain/formCodes';
import { formCard } from '@portal/domain/forms';
import { renewalDateDisagreement } from '@portal/domain/policy/renewalDateOnRecord';
import type { RenewalSetting, SettleOutcome } from '@portal/domain/policy/renewalSetting';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { newPolicyVersion } from '../db/policyVersion.ts';
import { policies } from '../db/schema/policies.ts';

/**
 * What a request settles on this policy, judged against the policy on record. A renewal date the
 * customer typed (mar, renpref, mor, hor) must be the record's before anything is settled or priced.
 */
export async function renewalSettlement(
  db: DbOrTx,
  form: FormCode,
  details: Record<string, unknown>,
  policyId: number,
  today: string,
): Promise<SettleOutcome> {
  const settle = formCard(form).settle;
  if (!settle && details.renewalDate === undefined) return { ok: true, setting: null };
  const [row] = await db
    .select({ renewalDate: policies.renewalDate, purchasedOn: policies.purchasedOn })
    .from(policies)
    .where(eq(policies.id, policyId));
  if (!row) return { ok: true, setting: null };
  const settled = settle ? (await settle()).settleFromDetails(details, row, today) : null;
  // A refusal of the choice itself (Auto too close to renewal) is said first: it is judged on
  // the record's date already, and correcting it is what the customer must do either way.
  if (settled && !settled.ok) return settled;
  return renewalDateDisagreement(details, row.renewalDate) ?? settled ?? { ok: true, setting: null };
}

const COLUMNS: { [K in RenewalSetting['kind']]: (setting: Extract<RenewalSetting, { kind: K }>) => object } =
  {
    renewalPreference: ({ autoRenewal }) => ({ autoRenewal }),
    notRenewing: () => ({ lapsing: true, autoRenewal: false }),
  };

/** Writes the setting as a new policy version with its history row, in the save's transaction. */
export async function applyRenewalSetting(
  tx: DbOrTx,
  policyId: number,
  setting: RenewalSetting,
  request: { reference: string; form: FormCode; now: Date },
): Promise<void> {
  const columns = (COLUMNS[setting.kind] as (value: RenewalSetting) => object)(setting);
  await newPolicyVersion(tx, policyId, columns, {
    source: request.reference,
    form: request.form,
    actor: 'policyholder online',
    change: setting,
    at: request.now,
  });
}
