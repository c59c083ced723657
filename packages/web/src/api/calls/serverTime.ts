import { apiPaths } from '@portal/domain/api/paths';
import { serverTimeResponse } from '@portal/domain/api/session';
import { OFFICE_POLL_MS } from '@portal/domain/hours';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

export const fetchServerTime = () =>
  apiRequest({ method: 'GET', path: apiPaths.serverTime, schema: serverTimeResponse, background: true });

/**
 * GET time, re-polled every OFFICE_POLL_MS while an hours panel shows (§4 office open check).
 * It is a background call: a page left open must still time out, so the poll is not activity.
 */
export function useServerTime(enabled = true) {
  return useQuery({
    queryKey: ['serverTime'],
    queryFn: fetchServerTime,
    refetchInterval: OFFICE_POLL_MS,
    enabled,
    select: (answer) => answer.now,
  });
}
