import { triagePaths } from '@portal/domain/triage/triagePaths';
import { apiRequest } from '../client.ts';

/**
 * POST hor/request/triage (uprn, brand): whether a home policy is held at the chosen address. The
 * answer's schema is loaded with the answer, as the registration lookup's (triagePolicyStatus.ts).
 */
export const fetchHomePolicy = (uprn: string, brand: string) =>
  apiRequest({
    method: 'POST',
    path: triagePaths.homePolicy,
    body: { uprn, brand },
    schema: () => import('@portal/domain/triage/triageApi').then((triage) => triage.homePolicyResponse),
  });
