import { apiPaths } from '@portal/domain/api/paths';
import { OFFICE_POLL_MS } from '@portal/domain/hours';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryClient } from '../../lib/queryClient.tsx';
import { apiRequest, sessionToken } from '../client.ts';

/** Server clock minus this browser's, from the last answer: the clock to use once logged out. */
let offsetMs: number | null = null;

export const fetchServerTime = async () => {
  const answer = await apiRequest({
    method: 'GET',
    path: apiPaths.serverTime,
    // Loaded with the answer: an hours panel on a drawn page must not bring the schema library with it.
    schema: () => import('@portal/domain/api/session').then((session) => session.serverTimeResponse),
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

const SERVER_TIME = ['serverTime'];

// An hours panel on a drawn page asks before the browser has a session to ask with, and falls back
// to the time the page was drawn: once a token is stored it asks again. (The server draws with a
// client of its own and never stores a token.)
sessionToken.onStored(() => queryClient.invalidateQueries({ queryKey: SERVER_TIME }));

/**
 * GET time, re-polled every OFFICE_POLL_MS while an hours panel shows.
 * It is a background call: a page left open must still time out, so the poll is not activity.
 */
export function useServerTime(enabled = true) {
  return useQuery({
    queryKey: SERVER_TIME,
    queryFn: serverTimeNow,
    refetchInterval: OFFICE_POLL_MS,
    retry: false,
    enabled,
    select: (answer) => answer.now,
  });
}

/**
 * The server's time for a decision made now: a recent answer, else the one on its way or a new
 * one. Read from what the page last drew, a decision made while the first answer was still being
 * read used the time the page booted with. Undefined when the server cannot say.
 */
export function useServerNow(): () => Promise<string | undefined> {
  const client = useQueryClient();
  return () =>
    client.fetchQuery({ queryKey: SERVER_TIME, queryFn: serverTimeNow, staleTime: OFFICE_POLL_MS }).then(
      (answer) => answer.now,
      () => undefined,
    );
}
