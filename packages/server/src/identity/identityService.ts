import type { DeploymentBrand } from '@portal/domain/brands/brand';
import {
  claimMatchesPolicy,
  IDENTITY_ATTEMPT_LIMIT,
  IDENTITY_WINDOW_MINUTES,
  type IdentityClaim,
  type PolicyOnRecord,
  sameName,
} from '@portal/domain/identity/identity';
import { subMinutes } from 'date-fns';
import { and, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { identityFailures } from '../db/schema/identity.ts';
import { addresses, policies, policyholders, vehicles } from '../db/schema/policies.ts';
import type { PortalSession, SessionService } from '../sessions/sessionService.ts';

/** The identified policy: enough to price a change on it and to tell its holder. */
export interface IdentifiedPolicy {
  id: number;
  policyNumber: string;
  holderEmail: string;
  holderFirstName: string;
}

export type IdentityOutcome =
  | { ok: true; policy: IdentifiedPolicy }
  | { ok: false; errorCode: 'IDENTITY_NOT_MATCHED' | 'IDENTITY_LOCKED' };

interface IdentifyInput {
  session: PortalSession;
  brand: DeploymentBrand;
  form: string;
  claim: IdentityClaim;
  now: Date;
}

/**
 * Identity before anything is priced or stored as a change: the policy the answers point at
 * (by number, else registration, else the holder's name, birth date and postcode) must be the
 * host brand's, agree with every detail on record, and be the session's own policy. Every
 * mismatch is recorded for staff, and repeated mismatches lock the policy and the session.
 */
export function createIdentityService(db: Db, sessions: SessionService) {
  /** Recent failures of the session, and of the policy when there is one, in one round trip. */
  const recentFailures = async (sessionHash: string, policyId: number | undefined, since: SQL) => {
    const [row] = await db
      .select({
        session:
          sql<number>`count(*) filter (where ${identityFailures.sessionHash} = ${sessionHash})`.mapWith(
            Number,
          ),
        policy:
          policyId === undefined
            ? sql<number>`0`.mapWith(Number)
            : sql<number>`count(*) filter (where ${identityFailures.policyId} = ${policyId})`.mapWith(Number),
      })
      .from(identityFailures)
      .where(
        and(
          policyId === undefined
            ? eq(identityFailures.sessionHash, sessionHash)
            : or(eq(identityFailures.sessionHash, sessionHash), eq(identityFailures.policyId, policyId)),
          since,
        ),
      );
    return { session: row?.session ?? 0, policy: row?.policy ?? 0 };
  };

  async function candidatePolicyId(brand: DeploymentBrand, claim: IdentityClaim) {
    const ofBrand = eq(policies.brand, brand);
    if (claim.policyNumber) {
      const [row] = await db
        .select({ id: policies.id })
        .from(policies)
        .where(and(ofBrand, eq(policies.policyNumber, claim.policyNumber)));
      return row?.id;
    }
    if (claim.registration) {
      const [row] = await db
        .select({ id: policies.id })
        .from(vehicles)
        .innerJoin(policies, eq(policies.id, vehicles.policyId))
        .where(and(ofBrand, eq(vehicles.registration, claim.registration)));
      return row?.id;
    }
    // Home customers give no number or registration: the holder's details and address find them.
    const rows = await db
      .select({ id: policies.id, firstName: policyholders.firstName, lastName: policyholders.lastName })
      .from(policies)
      .innerJoin(policyholders, eq(policyholders.id, policies.policyholderId))
      .innerJoin(addresses, and(eq(addresses.policyId, policies.id), eq(addresses.current, true)))
      .where(and(ofBrand, eq(addresses.postcode, claim.postcode)));
    return rows.find(
      (row) => sameName(row.firstName, claim.firstName) && sameName(row.lastName, claim.lastName),
    )?.id;
  }

  /** The policy as identity compares it: holder, current postcode and registrations in one query. */
  async function onRecord(policyId: number) {
    const [row] = await db
      .select({
        policyNumber: policies.policyNumber,
        product: policies.product,
        firstName: policyholders.firstName,
        lastName: policyholders.lastName,
        dateOfBirth: policyholders.dateOfBirth,
        email: policyholders.email,
        postcode: sql<
          string | null
        >`(select ${addresses.postcode} from ${addresses} where ${addresses.policyId} = ${policies.id} and ${addresses.current} limit 1)`,
        registrations: sql<
          string[]
        >`coalesce((select array_agg(${vehicles.registration}) from ${vehicles} where ${vehicles.policyId} = ${policies.id}), '{}')`,
      })
      .from(policies)
      .innerJoin(policyholders, eq(policyholders.id, policies.policyholderId))
      .where(eq(policies.id, policyId));
    if (!row) return undefined;
    const record: PolicyOnRecord = {
      product: row.product,
      holder: { firstName: row.firstName, lastName: row.lastName, dateOfBirth: row.dateOfBirth },
      postcode: row.postcode ?? '',
      registrations: row.registrations,
    };
    return { row, record };
  }

  return {
    async identify(input: IdentifyInput): Promise<IdentityOutcome> {
      const { session, brand, claim, now } = input;
      const since = gt(identityFailures.at, subMinutes(now, IDENTITY_WINDOW_MINUTES));
      const fail = async (policyId: number | undefined, reason: string): Promise<IdentityOutcome> => {
        await db.insert(identityFailures).values({
          policyId: policyId ?? null,
          sessionHash: session.tokenHash,
          form: input.form,
          brand,
          reason,
          at: now,
        });
        return { ok: false, errorCode: 'IDENTITY_NOT_MATCHED' };
      };
      const locked = { ok: false, errorCode: 'IDENTITY_LOCKED' } as const;

      // The policy is looked up before the lock checks so that both counts take one query;
      // nothing is written or answered differently on the way.
      const policyId = await candidatePolicyId(brand, claim);
      const failures = await recentFailures(session.tokenHash, policyId, since);
      if (failures.session >= IDENTITY_ATTEMPT_LIMIT) return locked;
      if (policyId === undefined) return fail(undefined, 'no policy of this brand found');
      if (failures.policy >= IDENTITY_ATTEMPT_LIMIT) return locked;
      if (session.policyId !== null && session.policyId !== policyId)
        return fail(policyId, 'session already identified for another policy');
      const found = await onRecord(policyId);
      if (!found || !claimMatchesPolicy(claim, found.record))
        return fail(policyId, 'details differ from record');
      // A session bound to this policy stays bound (it never switches), so only a first
      // identification writes the binding.
      if (session.policyId !== policyId && !(await sessions.bindPolicy(db, session, policyId)))
        return fail(policyId, 'session already identified for another policy');
      return {
        ok: true,
        policy: {
          id: policyId,
          policyNumber: found.row.policyNumber,
          holderEmail: found.row.email,
          holderFirstName: found.row.firstName,
        },
      };
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
