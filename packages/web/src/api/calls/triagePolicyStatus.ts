import { policyStatusResponse, triagePaths } from '@portal/domain/triage/triageApi';
import { apiRequest } from '../client.ts';

/** Triage status by registration, spaces removed before sending. */
export const fetchPolicyStatus = (registration: string) =>
  apiRequest({
    method: 'POST',
    path: triagePaths.policyStatus,
    body: { registration: registration.replace(/\s+/g, '').toUpperCase() },
    schema: policyStatusResponse,
  });
