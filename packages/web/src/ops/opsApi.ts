import { OPS_API_PREFIX, opsPaths } from '@portal/domain/api/opsPaths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type AnswerSchema, ApiFailure, envelopeOf, isApiFailure, readAnswer } from '../api/client.ts';

/**
 * The console's calls to /ops-api, on the customer app's client: every answer is read by its
 * schema from the domain (the one the server's route declares) and every refusal is an
 * `ApiFailure`. The session rides in an HttpOnly cookie the script never sees; every call that
 * changes something carries the CSRF token, fetched once per page load.
 */
const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';
const FAILED = 'Something went wrong. Try again.';

let csrfToken: Promise<string> | undefined;
const csrf = () => {
  csrfToken ??= opsGet(opsPaths.csrf, opsAnswer('opsCsrfResponse')).then(
    (body) => body.csrfToken,
    (failure: unknown) => {
      csrfToken = undefined;
      throw failure;
    },
  );
  return csrfToken;
};

async function opsRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  schema: AnswerSchema<T>,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method === 'POST') {
    headers['x-csrf-token'] = await csrf();
    headers['content-type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(`${OPS_API_PREFIX}${path}`, {
      method,
      credentials: 'same-origin',
      headers,
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
  } catch {
    throw new ApiFailure({ errorCode: 'CONNECTION_ERROR', message: UNREACHABLE });
  }
  if (!response.ok) {
    // A stale CSRF token (a new server secret): fetch a fresh one for the next try.
    if (response.status === 403) csrfToken = undefined;
    throw new ApiFailure(
      (await envelopeOf(response)) ?? { errorCode: 'SERVER_ERROR', message: FAILED },
      response.status,
    );
  }
  return readAnswer(response, schema);
}

/** A console read: `path` from the domain's `opsPaths`, its answer read by `schema`. */
export const opsGet = <T>(path: string, schema: AnswerSchema<T>) => opsRequest('GET', path, schema);
/** A console action, with the CSRF token. */
export const opsPost = <T>(path: string, schema: AnswerSchema<T>, body?: unknown) =>
  opsRequest('POST', path, schema, body);

type OpsAnswers = typeof import('@portal/domain/api/opsResponses');

/**
 * A console answer's schema from the domain, loaded with the first answer read by it. Loaded with
 * the console's first screen, the schemas and their library were part of its longest task
 * (bench/README.md, session 22); loaded with the answer, they are evaluated in a task of their own.
 */
export const opsAnswer =
  <K extends keyof OpsAnswers>(name: K) =>
  () =>
    import('@portal/domain/api/opsResponses').then((answers) => answers[name]);

/** The CSRF token is bound to the staff session: sign-in hands over the new session's token. */
export async function signIn(email: string, password: string) {
  const body = await opsPost(opsPaths.signIn, opsAnswer('opsSignInResponse'), { email, password });
  csrfToken = Promise.resolve(body.csrfToken);
  return body.staff;
}

/** After sign-out the next call fetches a token afresh; a failed sign-out still leaves the page. */
export async function signOut() {
  // 204: no body to read.
  await opsPost(opsPaths.signOut, null).catch(() => undefined);
  csrfToken = undefined;
}

/** What a failed call says to staff: the server's words when it gave any, else `fallback`. */
export const failureMessage = (caught: unknown, fallback: string) =>
  isApiFailure(caught) ? caught.message : fallback;

/** The query cache's key for a console read of `path`. */
export const opsQueryKey = (path: string) => ['ops', path];

/**
 * One console read through the app's query cache, fetched when the path changes and again every
 * `refreshMs` when given (new work appears without a reload). The last answer stays shown while
 * the next loads, and `loading` says so: what is on screen was asked for by an earlier path.
 */
export function useOpsQuery<T>(
  path: string,
  schema: AnswerSchema<T>,
  failure: string,
  { refreshMs, enabled = true }: { refreshMs?: number; enabled?: boolean } = {},
) {
  const query = useQuery({
    queryKey: opsQueryKey(path),
    queryFn: () => opsGet(path, schema),
    placeholderData: keepPreviousData,
    enabled,
    ...(refreshMs ? { refetchInterval: refreshMs } : {}),
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    data: query.data,
    /** When the answer on screen was fetched (or drawn by the server); 0 while an earlier path's shows. */
    updatedAt: query.isPlaceholderData ? 0 : query.dataUpdatedAt,
    loading: enabled && (query.isPending || query.isPlaceholderData) && !query.isError,
    error: query.isError ? failureMessage(query.error, failure) : '',
    reload,
  };
}

/** The signed-in staff member, as GET /ops-api/me answers. */
export type { StaffMemberView as Staff } from '@portal/domain/api/opsResponses';
