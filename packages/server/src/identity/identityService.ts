import { setTimeout as delay } from 'node:timers/promises';
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
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sha256 } from '../crypto/sha256.ts';
import type { Db } from '../db/database.ts';
import { identityFailures } from '../db/schema/identity.ts';
import { addresses, policies, policyholders, vehicles } from '../db/schema/policies.ts';
import { enqueueEmail } from '../email/outboxRepository.ts';
import type { PortalSession, SessionService } from '../sessions/sessionService.ts';
import { CLIENT_ATTEMPT_LIMIT, guessingDelayMs } from './guessingAlert.ts';

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
  /** The client's address (behind a trusted proxy, the forwarded one). */
  client?: string | undefined;
}

/**
 * Identity before anything is priced or stored as a change: the policy the answers point at
 * (by number, else registration, else the holder's name, birth date and postcode) must be the
 * host brand's, agree with every detail on record, and be the session's own policy. Every
 * mismatch is recorded for staff; repeated mismatches lock the session and the client address,
 * and slow (never lock) anyone claiming the same identifier; its holder is told by email.
 */
/** What the answers claim to be, hashed: the same key whether or not a policy has it. */
function claimHash(brand: DeploymentBrand, claim: IdentityClaim): string {
  const named = claim.policyNumber
    ? `number:${claim.policyNumber}`
    : claim.registration
      ? `registration:${claim.registration}`
      : `holder:${claim.lastName.toLowerCase().replace(/[^a-z]/g, '')}:${claim.postcode}`;
  return sha256(`${brand}:${named}`);
}

export function createIdentityService(
  db: Db,
  sessions: SessionService,
  /** How the service waits before answering a much-guessed claim (tests count, not sleep). */
  wait: (ms: number) => Promise<unknown> = (ms) => (ms > 0 ? delay(ms) : Promise.resolve()),
) {
  // The candidate policy is found in a subquery of its own, apart from the policy joined outside.
  const candidate = alias(policies, 'candidate');
  const candidates = sql`${policies} as ${sql.identifier('candidate')}`;
  const hostBrand = sql.placeholder('brand');
  const since = sql.placeholder('since');
  /**
   * The session's recent failures, and the policy a claim points at with its own recent failures
   * and its details on record (holder, current postcode, registrations), in one round trip: a
   * query per kind of claim, built once and prepared. `policyId` picks the policy (null: none).
   */
  const check = (name: string, policyId: SQL) =>
    db
      .select({
        sessionFailures: sql<number>`(select count(*) from ${identityFailures}
          where ${identityFailures.sessionHash} = ${sql.placeholder('sessionHash')} and ${identityFailures.at} > ${since})`.mapWith(
          Number,
        ),
        claimFailures: sql<number>`(select count(*) from ${identityFailures}
          where ${identityFailures.claimHash} = ${sql.placeholder('claimHash')} and ${identityFailures.at} > ${since})`.mapWith(
          Number,
        ),
        clientFailures: sql<number>`(select count(*) from ${identityFailures}
          where ${identityFailures.clientHash} = ${sql.placeholder('clientHash')} and ${identityFailures.at} > ${since})`.mapWith(
          Number,
        ),
        policyId: policies.id,
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
      // One row whether or not a policy is found, so the session's count always arrives.
      .from(sql`(select 1) as one`)
      .leftJoin(policies, eq(policies.id, policyId))
      .leftJoin(policyholders, eq(policyholders.id, policies.policyholderId))
      .prepare(name);
  const byNumber = check(
    'portal_identity_by_number',
    sql`(select ${candidate.id} from ${candidates}
      where ${candidate.brand} = ${hostBrand} and ${candidate.policyNumber} = ${sql.placeholder('policyNumber')})`,
  );
  const byRegistration = check(
    'portal_identity_by_registration',
    sql`(select ${candidate.id} from ${vehicles} join ${candidates} on ${candidate.id} = ${vehicles.policyId}
      where ${candidate.brand} = ${hostBrand} and ${vehicles.registration} = ${sql.placeholder('registration')} limit 1)`,
  );
  const byId = check('portal_identity_by_id', sql`${sql.placeholder('policyId')}`);

  /** Home customers give no number or registration: the holder's details and address find them. */
  async function homePolicyId(brand: DeploymentBrand, claim: IdentityClaim) {
    const rows = await db
      .select({ id: policies.id, firstName: policyholders.firstName, lastName: policyholders.lastName })
      .from(policies)
      .innerJoin(policyholders, eq(policyholders.id, policies.policyholderId))
      .innerJoin(addresses, and(eq(addresses.policyId, policies.id), eq(addresses.current, true)))
      .where(and(eq(policies.brand, brand), eq(addresses.postcode, claim.postcode)));
    return rows.find(
      (row) => sameName(row.firstName, claim.firstName) && sameName(row.lastName, claim.lastName),
    )?.id;
  }

  /** The checks of a claim: by policy number, else registration, else the holder's details. */
  async function checkClaim(
    brand: DeploymentBrand,
    claim: IdentityClaim,
    hashes: { sessionHash: string; claimHash: string; clientHash: string },
    now: Date,
  ) {
    const common = {
      brand,
      ...hashes,
      since: subMinutes(now, IDENTITY_WINDOW_MINUTES).toISOString(),
    };
    const [row] = claim.policyNumber
      ? await byNumber.execute({ ...common, policyNumber: claim.policyNumber })
      : claim.registration
        ? await byRegistration.execute({ ...common, registration: claim.registration })
        : await byId.execute({ ...common, policyId: (await homePolicyId(brand, claim)) ?? null });
    if (!row) throw new Error('the identity check answers one row');
    return row;
  }

  return {
    async identify(input: IdentifyInput): Promise<IdentityOutcome> {
      const { session, brand, claim, now } = input;
      const hashes = {
        sessionHash: session.tokenHash,
        claimHash: claimHash(brand, claim),
        clientHash: sha256(`client:${input.client ?? ''}`),
      };
      // The policy is looked up with the counts, in one query; nothing is written or answered
      // differently on the way, whether or not a policy has the claimed identifier.
      const found = await checkClaim(brand, claim, hashes, now);
      const fail = async (policyId: number | undefined, reason: string): Promise<IdentityOutcome> => {
        await db.transaction(async (tx) => {
          await tx.insert(identityFailures).values({
            policyId: policyId ?? null,
            sessionHash: session.tokenHash,
            claimHash: hashes.claimHash,
            clientHash: hashes.clientHash,
            form: input.form,
            brand,
            reason,
            at: now,
          });
          // The holder hears once a window, when the guesses at their policy reach the limit.
          if (policyId !== undefined && found.claimFailures + 1 === IDENTITY_ATTEMPT_LIMIT && found.email)
            await enqueueEmail(
              tx,
              {
                recipient: found.email,
                facts: {
                  kind: 'identity-guessing-alert',
                  brand,
                  firstName: found.firstName ?? 'customer',
                  policyNumber: found.policyNumber ?? '',
                },
              },
              now,
            );
        });
        return { ok: false, errorCode: 'IDENTITY_NOT_MATCHED' };
      };
      const locked = { ok: false, errorCode: 'IDENTITY_LOCKED' } as const;

      // Strangers are refused per session and per client address; a claimed identifier that
      // keeps failing only slows everyone who claims it, so the real holder is never locked out.
      if (found.sessionFailures >= IDENTITY_ATTEMPT_LIMIT) return locked;
      if (found.clientFailures >= CLIENT_ATTEMPT_LIMIT) return locked;
      await wait(guessingDelayMs(found.claimFailures));
      const policyId = found.policyId ?? undefined;
      if (policyId === undefined) return fail(undefined, 'no policy of this brand found');
      if (session.policyId !== null && session.policyId !== policyId)
        return fail(policyId, 'session already identified for another policy');
      const record: PolicyOnRecord = {
        product: found.product ?? '',
        holder: {
          firstName: found.firstName ?? '',
          lastName: found.lastName ?? '',
          dateOfBirth: found.dateOfBirth ?? '',
        },
        postcode: found.postcode ?? '',
        registrations: found.registrations,
      };
      if (!claimMatchesPolicy(claim, record)) return fail(policyId, 'details differ from record');
      // A session bound to this policy stays bound (it never switches), so only a first
      // identification writes the binding.
      if (session.policyId !== policyId && !(await sessions.bindPolicy(db, session, policyId)))
        return fail(policyId, 'session already identified for another policy');
      return {
        ok: true,
        policy: {
          id: policyId,
          policyNumber: found.policyNumber ?? '',
          holderEmail: found.email ?? '',
          holderFirstName: found.firstName ?? '',
        },
      };
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
