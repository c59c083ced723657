import { apiPaths } from '@portal/domain/api/paths';
import { serverTimeResponse } from '@portal/domain/api/session';
import { OFFICE_POLL_MS } from '@portal/domain/hours';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, sessionToken } from '../client.ts';

/** Server clock minus this browser's, from the last answer: the clock to use once logged out. */
let offsetMs: number | null = null;

export const fetchServerTime = async () => {
  const answer = await apiRequest({
    method: 'GET',
    path: apiPaths.serverTime,
    schema: serverTimeResponse,
    background: true,
  });
  offsetMs = new Date(answer.now).getTime() - Date.now();
  return answer;
};

/**
 * After the session has ended (success and outcome pages log out) there is no token to ask
 * with: the server's time is carried on from the last answer instead of calling and being
 * refused. With no answer yet the query fails and the page uses the time it booted with.
 */
const serverTimeNow = () => {
  if (sessionToken.read() || offsetMs === null) return fetchServerTime();
  return Promise.resolve({ now: new Date(Date.now() + offsetMs).toISOString() });
};

/**
 * GET time, re-polled every OFFICE_POLL_MS while an hours panel shows.
 * It is a background call: a page left open must still time out, so the poll is not activity.
 */
export function useServerTime(enabled = true) {
  return useQuery({
    queryKey: ['serverTime'],
    queryFn: serverTimeNow,
    refetchInterval: OFFICE_POLL_MS,
    retry: false,
    enabled,
    select: (answer) => answer.now,
  });
}
