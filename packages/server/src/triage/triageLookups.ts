import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { POLICY_STATUS_NOT_FOUND } from '@portal/domain/triage/triageApi';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { addresses, policies, vehicles } from '../db/schema/policies.ts';

/**
 * The policy store behind the triage lookups (status by registration, and by address). Inputs arrive normalised by the route schemas.
 */

/** The triage status of the host brand's policy insuring the vehicle, or POLICY_STATUS_NOT_FOUND. */
export async function policyStatusForRegistration(
  db: DbOrTx,
  registration: string,
  brand: DeploymentBrand,
): Promise<number> {
  const [row] = await db
    .select({ status: policies.triageStatus })
    .from(vehicles)
    .innerJoin(policies, eq(policies.id, vehicles.policyId))
    .where(and(eq(vehicles.registration, registration), eq(policies.brand, brand)))
    // A vehicle moved between policies answers for its latest one.
    .orderBy(desc(policies.id))
    .limit(1);
  return row?.status ?? POLICY_STATUS_NOT_FOUND;
}

/**
 * Whether a HOME policy of the host brand has this UPRN as its current address. Partner brands
 * (RBS, NATWEST) sell through the deployment they arrive on, so its policies are theirs too.
 */
export async function homePolicyAtAddress(
  db: DbOrTx,
  uprn: string,
  brand: DeploymentBrand,
): Promise<boolean> {
  const conditions = [
    eq(addresses.uprn, uprn),
    eq(addresses.current, true),
    eq(policies.product, 'HOME'),
    eq(policies.brand, brand),
  ];
  const [row] = await db
    .select({ id: policies.id })
    .from(addresses)
    .innerJoin(policies, eq(policies.id, addresses.policyId))
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}
