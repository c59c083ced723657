import { isDeploymentBrand } from '@portal/domain/brands/registry';
import { POLICY_STATUS_NOT_FOUND } from '@portal/domain/triage/triageApi';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { addresses, policies, vehicles } from '../db/schema/policies.ts';

/**
 * The policy store behind the triage lookups (request-journeys.md §7 "Triage status by
 * registration", "policy status by address"). Inputs arrive normalised by the route schemas.
 */

/** The triage status of the policy insuring the vehicle, or POLICY_STATUS_NOT_FOUND. */
export async function policyStatusForRegistration(db: DbOrTx, registration: string): Promise<number> {
  const [row] = await db
    .select({ status: policies.triageStatus })
    .from(vehicles)
    .innerJoin(policies, eq(policies.id, vehicles.policyId))
    .where(eq(vehicles.registration, registration))
    // A vehicle moved between policies answers for its latest one.
    .orderBy(desc(policies.id))
    .limit(1);
  return row?.status ?? POLICY_STATUS_NOT_FOUND;
}

/**
 * Whether a HOME policy has this UPRN as its current address. A deployment brand only finds its
 * own policies; partner brands (RBS, NATWEST) sell through the deployment they arrive on and
 * have no policies of their own in the store, so they match any home policy.
 */
export async function homePolicyAtAddress(db: DbOrTx, uprn: string, brand: string): Promise<boolean> {
  const conditions = [
    eq(addresses.uprn, uprn),
    eq(addresses.current, true),
    eq(policies.product, 'HOME'),
    ...(isDeploymentBrand(brand) ? [eq(policies.brand, brand)] : []),
  ];
  const [row] = await db
    .select({ id: policies.id })
    .from(addresses)
    .innerJoin(policies, eq(policies.id, addresses.policyId))
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}
