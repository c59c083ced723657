import { triagePaths } from '@portal/domain/triage/triagePaths';
import { apiRequest } from '../client.ts';

/**
 * Triage status by registration, spaces removed before sending. The answer's schema is loaded
 * with the answer, not with the triage page: with it would come the schema library, most of what
 * triage would otherwise fetch before the customer can answer.
 */
export const fetchPolicyStatus = (registration: string) =>
  apiRequest({
    method: 'POST',
    path: triagePaths.policyStatus,
    body: { registration: registration.replace(/\s+/g, '').toUpperCase() },
    schema: () => import('@portal/domain/triage/triageApi').then((triage) => triage.policyStatusResponse),
  });
