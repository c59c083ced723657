import { INITIALISE_PATH } from '@portal/domain/api/initialisePaths';
import { AUTH_HEADER, apiPaths } from '@portal/domain/api/paths';
import type { Metadata } from '@portal/domain/api/session';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { ApiFailure, apiCall, sessionToken } from '../client.ts';

/** POST gateway/metadata: the deployment brand, the server clock and the session length. */
export function fetchMetadata(): Promise<Metadata> {
  return apiCall({
    method: 'POST',
    path: apiPaths.metadata,
    // Loaded with the answer: a page the server drew starts without asking for metadata at all.
    schema: () => import('@portal/domain/api/session').then((session) => session.metadataResponse),
    withoutToken: true,
  }).then((answer) => answer.data);
}

/** POST initialize/{brandPath}: the server issues the session token in the `x-auth-token` header. */
export async function initialiseToken(brand: DeploymentBrand): Promise<void> {
  const answer = await apiCall({
    method: 'POST',
    path: apiPaths.initialize(INITIALISE_PATH[brand]),
    // The token is in the headers; the body is not read.
    schema: null,
    withoutToken: true,
  });
  const token = answer.headers.get(AUTH_HEADER);
  if (!token) throw new ApiFailure({ errorCode: 'SERVER_ERROR', message: 'Server error' });
  sessionToken.store(token);
}

/** Start-up and re-initialisation: metadata always (the shell needs the brand and clock), a token when none is stored. */
export async function initialiseSession(): Promise<Metadata> {
  const metadata = await fetchMetadata();
  if (!sessionToken.read()) await initialiseToken(metadata.brand);
  return metadata;
}
