import type { RatedPolicy } from '@portal/domain/rating/policy';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { preparedFor } from '../db/prepared.ts';
import { addresses, drivers, policies, policyholders, vehicles } from '../db/schema/policies.ts';

export interface StoredPolicy {
  id: number;
  policyNumber: string;
  /** Bumped by every change applied; quotes record the version they were priced against. */
  version: number;
  brand: string;
  /** The partner (RBS, NATWEST) the policy was sold under: its numbers and dashboard apply. */
  partnerBrand: string | null;
  /** The product as sold (HOME, TRAVEL, MOTOR, …): which phone line answers about it. */
  product: string;
  coverType: string;
  rated: RatedPolicy;
}

const isoDate = (value: string) => value.replaceAll('/', '-').slice(0, 10);

interface VehicleRow {
  registration: string;
  make: string;
  model: string;
  insuranceGroup: number;
  valuePence: number;
  yearOfManufacture: number;
  fuel: string;
  transmission: string;
}
interface DriverRow {
  fullName: string;
  dateOfBirth: string;
  licenceYears: number;
  claims: { date: string }[];
  convictions: { date: string; code: string }[];
}
/** json_agg arrives parsed from node-postgres and PGlite alike; a string is parsed here. */
const jsonRows = <T>(value: unknown): T[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];

/** The policy, its holder, vehicles, drivers and postcode in one query, prepared (db/prepared.ts). */
const policyQuery = preparedFor((db) =>
  db
    .select({
      policy: policies,
      holder: policyholders,
      vehicles: sql`coalesce((select json_agg(json_build_object(
          'registration', ${vehicles.registration}, 'make', ${vehicles.make}, 'model', ${vehicles.model},
          'insuranceGroup', ${vehicles.insuranceGroup}, 'valuePence', ${vehicles.valuePence},
          'yearOfManufacture', ${vehicles.yearOfManufacture}, 'fuel', ${vehicles.fuel},
          'transmission', ${vehicles.transmission}) order by ${vehicles.id})
        from ${vehicles} where ${vehicles.policyId} = ${policies.id}), '[]'::json)`.mapWith(
        jsonRows<VehicleRow>,
      ),
      drivers: sql`coalesce((select json_agg(json_build_object(
          'fullName', ${drivers.fullName}, 'dateOfBirth', ${drivers.dateOfBirth},
          'licenceYears', ${drivers.licenceYears}, 'claims', ${drivers.claims},
          'convictions', ${drivers.convictions}) order by ${drivers.id})
        from ${drivers} where ${drivers.policyId} = ${policies.id}), '[]'::json)`.mapWith(
        jsonRows<DriverRow>,
      ),
      // The current address, else the first one, as before.
      postcode: sql<string | null>`(select ${addresses.postcode} from ${addresses}
        where ${addresses.policyId} = ${policies.id} order by ${addresses.current} desc, ${addresses.id} limit 1)`,
    })
    .from(policies)
    .innerJoin(policyholders, eq(policyholders.id, policies.policyholderId))
    .where(eq(policies.id, sql.placeholder('policyId')))
    .prepare('portal_policy_for_rating'),
);

/**
 * A policy from the store in the shape the rating engine prices, in one query (four round
 * trips there were a tenth of a save's queries).
 */
export async function loadPolicyForRating(db: DbOrTx, policyId: number): Promise<StoredPolicy | null> {
  const [row] = await policyQuery(db).execute({ policyId });
  if (!row) return null;
  const { vehicles: vehicleRows, drivers: driverRows } = row;
  const { policy, holder } = row;
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
    partnerBrand: policy.partnerBrand,
    product: policy.product,
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
      postcode: row.postcode ?? 'ZZ1 1ZZ',
      annualMileage: policy.annualMileage,
      voluntaryExcessPence: policy.voluntaryExcessPence,
      linkedBreakdown: policy.linkedBreakdown ? { annualPremiumPence: policy.breakdownPremiumPence } : null,
    },
  };
}
