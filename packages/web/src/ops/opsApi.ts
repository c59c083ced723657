/**
 * The console's calls to /ops-api: the session rides in an HttpOnly cookie the script never sees;
 * every call that changes something carries the CSRF token, fetched once per page load.
 */
export class OpsError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's errorCode, when it gave one (OPEN_QUOTE asks for a confirmation). */
    readonly code?: string,
    /** Each refused field's message, for a form to show beside its input. */
    readonly fields: readonly { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

let csrfToken: Promise<string> | undefined;
const csrf = () => {
  csrfToken ??= fetch('/ops-api/csrf', { credentials: 'same-origin' })
    .then((response) => response.json() as Promise<{ csrfToken: string }>)
    .then((body) => body.csrfToken);
  return csrfToken;
};

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (method === 'POST') {
    headers['x-csrf-token'] = await csrf();
    headers['content-type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(`/ops-api${path}`, {
      method,
      credentials: 'same-origin',
      headers,
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
  } catch {
    throw new OpsError(0, 'The server could not be reached. Check your connection and try again.');
  }
  // The CSRF token is bound to the staff session: sign-in hands over the new session's token,
  // and after sign-out the next call fetches one afresh.
  if (path === '/sign-out') csrfToken = undefined;
  if (response.status === 204) return undefined as T;
  const json = (await response.json().catch(() => ({}))) as {
    message?: string;
    errorCode?: string;
    fields?: { field: string; message: string }[];
    csrfToken?: unknown;
  };
  if (typeof json.csrfToken === 'string') csrfToken = Promise.resolve(json.csrfToken);
  if (!response.ok) {
    // A stale CSRF token (a new server secret): fetch a fresh one for the next try.
    if (response.status === 403) csrfToken = undefined;
    throw new OpsError(
      response.status,
      json.message ?? 'Something went wrong. Try again.',
      json.errorCode,
      json.fields,
    );
  }
  return json as T;
}

export const opsGet = <T>(path: string) => call<T>('GET', path);
export const opsPost = <T>(path: string, body?: unknown) => call<T>('POST', path, body);

/** The signed-in staff member, as GET /ops-api/me answers. */
export type { StaffMemberView as Staff } from '@portal/domain/api/opsResponses';
