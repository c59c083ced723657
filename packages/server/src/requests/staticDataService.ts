import type { StaticData } from '@portal/domain/api/staticData';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { addDaysIso, londonToday } from '@portal/domain/dates';
import { and, eq } from 'drizzle-orm';
import { sha256 } from '../crypto/sha256.ts';
import type { Db } from '../db/database.ts';
import { addresses, policies, policyholders, prepopTokens, vehicles } from '../db/schema/policies.ts';

/** How far ahead a change may start; the cover start choices run to this `due` date. */
export const DUE_DAYS = 30;

/**
 * Static data for a form: the server's clock, the due date and the
 * cover start choices; with a valid prepopulation token, the policy's details to fill in.
 */
export function createStaticDataService(db: Db, clock: () => Date) {
  // The due date and cover start choices change once a day: worked out again only when the
  // London day moves (a profile of GET {form}/data found them at about 6% of its CPU).
  let choices: { today: string; due: string; coverStart: string[] } | undefined;
  const choicesOn = (today: string) => {
    if (choices?.today !== today)
      choices = {
        today,
        due: addDaysIso(today, DUE_DAYS),
        coverStart: Array.from({ length: DUE_DAYS + 1 }, (_, i) => addDaysIso(today, i)),
      };
    return choices;
  };

  /** A token opens only its own brand's policy: another brand's site learns nothing from it. */
  async function prepopulation(token: string, brand: DeploymentBrand): Promise<StaticData['policy']> {
    const [row] = await db
      .select({ policy: policies, holder: policyholders })
      .from(prepopTokens)
      .innerJoin(policies, eq(policies.id, prepopTokens.policyId))
      .innerJoin(policyholders, eq(policyholders.id, policies.policyholderId))
      .where(and(eq(prepopTokens.tokenHash, sha256(token)), eq(policies.brand, brand)))
      .limit(1);
    if (!row) return undefined;
    const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.policyId, row.policy.id)).limit(1);
    const [address] = await db
      .select({ postcode: addresses.postcode })
      .from(addresses)
      .where(and(eq(addresses.policyId, row.policy.id), eq(addresses.current, true)))
      .limit(1);
    return {
      client: {
        forename: row.holder.firstName,
        surname: row.holder.lastName,
        dateOfBirth: row.holder.dateOfBirth,
        postcode: address?.postcode ?? '',
        email: row.holder.email,
        phone: row.holder.phone,
      },
      policyDetails: {
        policyNumber: row.policy.policyNumber,
        ...(vehicle ? { regNum: vehicle.registration } : {}),
        renewalDate: row.policy.renewalDate,
      },
    };
  }

  return {
    async forForm(prepopToken: string | undefined, brand: DeploymentBrand): Promise<StaticData> {
      const now = clock();
      const today = londonToday(now.toISOString());
      const policy = prepopToken ? await prepopulation(prepopToken, brand) : undefined;
      const { due, coverStart } = choicesOn(today);
      return {
        now: now.toISOString(),
        due,
        // A copy, so nothing downstream can change the cached list.
        dates: { coverStart: [...coverStart] },
        timestamp: now.getTime(),
        ...(policy ? { policy } : {}),
      };
    },
  };
}
