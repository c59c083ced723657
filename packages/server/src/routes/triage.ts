import { apiErrorResponse } from '@portal/domain/api/errorResponse';
import {
  homePolicyRequest,
  homePolicyResponse,
  policyStatusRequest,
  policyStatusResponse,
} from '@portal/domain/triage/triageApi';
import { triagePaths } from '@portal/domain/triage/triagePaths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database.ts';
import { sessionOf } from '../plugins/auth.ts';
import { homePolicyAtAddress, policyStatusForRegistration } from '../triage/triageLookups.ts';

export interface TriageRoutesOptions {
  db: Db;
}

/** Each triage lookup reveals whether someone holds a policy: limited per client like the lookups. */
const config = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const tags = ['triage'];

/**
 * Triage lookups. Registered under the API prefix, behind the session
 * check; a body the schemas refuse gets the app's 400 envelope with the field messages. They answer
 * only for the host's brand (the session's): one brand's site never reveals whether someone is
 * insured with another.
 */
export async function triageRoutes(app: FastifyInstance, opts: TriageRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    `/${triagePaths.policyStatus}`,
    {
      config,
      schema: {
        tags,
        summary:
          'Motor triage status of the policy insuring a vehicle: 0 self-serve, 1 or 2 sign in, 3 talk to us, 4 no policy here',
        body: policyStatusRequest,
        response: { 200: policyStatusResponse, 400: apiErrorResponse },
      },
    },
    async (request) => ({
      policyStatus: await policyStatusForRegistration(
        opts.db,
        request.body.registration,
        sessionOf(request).brand,
      ),
    }),
  );

  routes.post(
    `/${triagePaths.homePolicy}`,
    {
      config,
      schema: {
        tags,
        summary: 'Whether a home policy is held at the address with this UPRN',
        body: homePolicyRequest,
        response: { 200: homePolicyResponse, 400: apiErrorResponse },
      },
    },
    async (request) => ({
      policyFound: await homePolicyAtAddress(opts.db, request.body.uprn, sessionOf(request).brand),
    }),
  );
}
