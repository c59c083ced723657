import type { PolicyEdit } from '@portal/domain/policy/policyEdit';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { newPolicyVersion } from '../db/policyVersion.ts';
import { interestedParties } from '../db/schema/ops.ts';
import { policies, policyholders, vehicles } from '../db/schema/policies.ts';
import { recordDocumentFacts } from '../documents/recordDocumentFacts.ts';

type Writer<K extends PolicyEdit['kind']> = (
  tx: DbOrTx,
  policyId: number,
  edit: Extract<PolicyEdit, { kind: K }>,
  now: Date,
) => Promise<void>;

const holderOf = (policyId: number) =>
  sql`(select ${policies.policyholderId} from ${policies} where ${policies.id} = ${policyId})`;

/** How each kind of edit is written to the record: keyed by the edit, never by form. */
const WRITERS: { [K in PolicyEdit['kind']]: Writer<K> } = {
  async policyholderName(tx, policyId, { title, firstName, lastName }) {
    await tx
      .update(policyholders)
      .set({ title, firstName, lastName })
      .where(eq(policyholders.id, holderOf(policyId)));
  },
  async policyholderPhone(tx, policyId, { phone }) {
    await tx
      .update(policyholders)
      .set({ phone })
      .where(eq(policyholders.id, holderOf(policyId)));
  },
  async vehicleRegistration(tx, policyId, { registration, newRegistration }) {
    const renamed = await tx
      .update(vehicles)
      .set({ registration: newRegistration })
      .where(and(eq(vehicles.policyId, policyId), eq(vehicles.registration, registration)))
      .returning({ id: vehicles.id });
    // Identity matched the plate before the request was stored, so a miss means the record moved on.
    if (renamed.length === 0) throw new Error(`No vehicle ${registration} on policy ${policyId}`);
  },
  async annualMileage(tx, policyId, { annualMileage }) {
    await tx.update(policies).set({ annualMileage }).where(eq(policies.id, policyId));
  },
  async interestedParty(tx, policyId, edit, now) {
    await tx
      .update(interestedParties)
      .set({ current: false })
      .where(and(eq(interestedParties.policyId, policyId), eq(interestedParties.current, true)));
    await tx.insert(interestedParties).values({
      policyId,
      agreementType: edit.agreementType,
      companyName: edit.companyName,
      postcode: edit.postcode,
      agreementNumber: edit.agreementNumber,
      createdAt: now,
    });
  },
};

/**
 * Writes an agent's edit to the policy as a new version, with a policy_changes row naming the
 * staff member (its quote_uuid column holds `request:<reference>`: no quote priced this change).
 */
export async function applyEdit(
  tx: DbOrTx,
  input: { policyId: number; edit: PolicyEdit; form: string; reference: string; actor: string; now: Date },
): Promise<number> {
  const { policyId, edit, now } = input;
  await (WRITERS[edit.kind] as Writer<PolicyEdit['kind']>)(tx, policyId, edit, now);
  const version = await newPolicyVersion(
    tx,
    policyId,
    {},
    {
      source: `request:${input.reference}`,
      form: input.form,
      actor: `staff: ${input.actor}`,
      change: edit,
      at: now,
    },
  );
  // The edited record is the policy now: its documents say so too.
  await recordDocumentFacts(tx, policyId, {
    source: `request:${input.reference}`,
    form: input.form,
    at: now,
  });
  return version;
}
