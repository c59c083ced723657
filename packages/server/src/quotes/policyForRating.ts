import type { RatedPolicy } from '@portal/domain/rating/policy';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { addresses, drivers, policies, policyholders, vehicles } from '../db/schema/policies.ts';

export interface StoredPolicy {
  id: number;
  policyNumber: string;
  /** Bumped by every change applied; quotes record the version they were priced against. */
  version: number;
  brand: string;
  coverType: string;
  rated: RatedPolicy;
}

const isoDate = (value: string) => value.replaceAll('/', '-').slice(0, 10);

/** A policy from the store in the shape the rating engine prices. */
export async function loadPolicyForRating(db: DbOrTx, policyId: number): Promise<StoredPolicy | null> {
  const [row] = await db
    .select({ policy: policies, holder: policyholders })
    .from(policies)
    .innerJoin(policyholders, eq(policyholders.id, policies.policyholderId))
    .where(eq(policies.id, policyId));
  if (!row) return null;
  const [vehicleRows, driverRows, addressRows] = await Promise.all([
    db.select().from(vehicles).where(eq(vehicles.policyId, policyId)),
    db.select().from(drivers).where(eq(drivers.policyId, policyId)),
    db.select().from(addresses).where(eq(addresses.policyId, policyId)),
  ]);
  const { policy, holder } = row;
  const current = addressRows.find((address) => address.current) ?? addressRows[0];
  const payment =
    policy.paymentType === 'MONTHLY_DD'
      ? {
          type: 'MONTHLY_DD' as const,
          remainingInstalments: Math.min(12, Math.max(1, policy.remainingInstalments)),
        }
      : { type: policy.paymentType as 'LUMP_SUM_DD' | 'LUMP_SUM_CC' };
  return {
    id: policy.id,
    policyNumber: policy.policyNumber,
    version: policy.version,
    brand: policy.brand,
    coverType: policy.coverType,
    rated: {
      product: policy.product === 'HOME' || policy.product === 'LANDLORD' ? 'HOME' : 'MOTOR',
      brand: policy.brand as RatedPolicy['brand'],
      policyholderName: `${holder.firstName} ${holder.lastName}`,
      annualPremiumPence: policy.annualPremiumPence,
      coverStartDate: isoDate(policy.coverStart),
      coverEndDate: isoDate(policy.coverEnd),
      payment,
      vehicles: vehicleRows.map((vehicle) => ({
        registration: vehicle.registration,
        make: vehicle.make,
        model: vehicle.model,
        group: vehicle.insuranceGroup,
        valuePence: vehicle.valuePence,
        year: vehicle.yearOfManufacture,
        fuel: vehicle.fuel,
        transmission: vehicle.transmission,
      })),
      drivers: driverRows.map((driver) => ({
        fullName: driver.fullName,
        dateOfBirth: isoDate(driver.dateOfBirth),
        licenceYears: driver.licenceYears,
        claims: driver.claims.map((claim) => ({ date: isoDate(claim.date) })),
        convictions: driver.convictions.map((conviction) => ({
          date: isoDate(conviction.date),
          code: conviction.code,
        })),
      })),
      postcode: current?.postcode ?? 'ZZ1 1ZZ',
      annualMileage: policy.annualMileage,
      voluntaryExcessPence: policy.voluntaryExcessPence,
      linkedBreakdown: policy.linkedBreakdown ? { annualPremiumPence: policy.breakdownPremiumPence } : null,
    },
  };
}
