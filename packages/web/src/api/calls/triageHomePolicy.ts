import { homePolicyResponse, triagePaths } from '@portal/domain/triage/triageApi';
import { apiRequest } from '../client.ts';

/** POST hor/request/triage (uprn, brand): whether a home policy is held at the chosen address. */
export const fetchHomePolicy = (uprn: string, brand: string) =>
  apiRequest({
    method: 'POST',
    path: triagePaths.homePolicy,
    body: { uprn, brand },
    schema: homePolicyResponse,
  });
