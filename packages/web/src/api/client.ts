import { API_PREFIX, AUTH_HEADER } from '@portal/domain/api/paths';
import { type ApiError, ERROR_CODES } from '@portal/domain/errors';
// The schema library loads with the first answer the transport checks, not with the first load:
// the page a customer opens is drawn and its session started before any answer needs reading.
// Pages pass schemas of either flavour (both are zod core schemas), parsed with core's safeParse.
import type * as z from 'zod/mini';

/**
 * The one transport to the portal API. It owns the session
 * token, maps failures to the spec's error values and re-runs initialisation when the server
 * no longer knows the token. It never navigates or shows UI: callers decide what a failure means.
 */
export const TOKEN_KEY = 'dlgmta-x-auth-token';
export const LAST_CALL_KEY = 'dlgmta-lastapicall';

/** A failed call as a value the UI can branch on by `errorCode`. */
export class ApiFailure extends Error {
  readonly errorCode: ApiError['errorCode'];
  readonly fields: ApiError['fields'];
  readonly status: number | undefined;

  constructor(error: ApiError, status?: number) {
    super(error.message);
    this.name = 'ApiFailure';
    this.errorCode = error.errorCode;
    this.fields = error.fields;
    this.status = status;
  }

  toApiError(): ApiError {
    return {
      errorCode: this.errorCode,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export const isApiFailure = (value: unknown): value is ApiFailure => value instanceof ApiFailure;

const connectionError = () =>
  new ApiFailure({ errorCode: 'CONNECTION_ERROR', message: ERROR_CODES.CONNECTION_ERROR });
const serverError = (status?: number) =>
  new ApiFailure({ errorCode: 'SERVER_ERROR', message: ERROR_CODES.SERVER_ERROR }, status);

/** A failed answer's body in the portal's envelope, or undefined when it is not one. */
export async function envelopeOf(response: Response): Promise<ApiError | undefined> {
  const body: unknown = await response.json().catch(() => undefined);
  const { readEnvelope } = await import('./answerChecks.ts');
  return readEnvelope(body);
}

/**
 * What a call's answer must be: its schema, or a function loading it (a call the first load
 * makes, so that neither its schema nor the schema library is part of that load); `null` for a
 * call whose answer body nobody reads (the token's call and logout: only headers or the status
 * count), which must still be JSON.
 */
export type AnswerSchema<T> = z.core.$ZodType<T> | (() => Promise<z.core.$ZodType<T>>) | null;

const loadSchema = <T>(schema: Exclude<AnswerSchema<T>, null>) =>
  typeof schema === 'function' ? schema() : Promise.resolve(schema);

/**
 * A successful answer's JSON read by the call's schema, as every call of the customer app and
 * the console does: an answer that does not match what the call expects is a server error,
 * never a value cast into place.
 */
export async function readAnswer<T>(response: Response, schema: AnswerSchema<T>): Promise<T> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    throw serverError(response.status);
  }
  // An answer nobody reads is whatever JSON came: unknown to its caller (see AnswerSchema).
  if (schema === null) return json as T;
  const [{ checkAnswer }, checked] = await Promise.all([import('./answerChecks.ts'), loadSchema(schema)]);
  const answer = checkAnswer(checked, json);
  if (!answer) throw serverError(response.status);
  return answer.data;
}

/**
 * 404 and 408 read as connection trouble, except the lookups' own 404 answer (an unknown
 * registration, see lookups/lookupErrors.ts); otherwise the server's envelope, else "Server error".
 */
export async function failureFromResponse(response: Response): Promise<ApiFailure> {
  if (response.status === 408) return connectionError();
  const envelope = await envelopeOf(response);
  if (response.status === 404) {
    if (!envelope) return connectionError();
    const { LOOKUP_ERRORS } = await import('@portal/domain/lookups/lookupErrors');
    return envelope.errorCode in LOOKUP_ERRORS
      ? new ApiFailure(envelope, response.status)
      : connectionError();
  }
  return envelope ? new ApiFailure(envelope, response.status) : serverError(response.status);
}

type Listener = () => void;
const tokenListeners = new Set<Listener>();

export const sessionToken = {
  read: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  store: (token: string) => {
    sessionStorage.setItem(TOKEN_KEY, token);
    for (const listener of tokenListeners) listener();
  },
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
  /** Told each time a token is stored: what was asked without one may ask again. */
  onStored: (listener: Listener): (() => void) => {
    tokenListeners.add(listener);
    return () => tokenListeners.delete(listener);
  },
};

const successListeners = new Set<Listener>();

/** Every successful answer except logout proves the customer is active; the session timer listens. */
export function onApiSuccess(listener: Listener): () => void {
  successListeners.add(listener);
  return () => successListeners.delete(listener);
}

let initialiser: (() => Promise<unknown>) | undefined;
let initialising: Promise<unknown> | undefined;

/** Registered at start-up so the transport can re-initialise without importing the call itself. */
export function setSessionInitialiser(run: () => Promise<unknown>): void {
  initialiser = run;
}

/** Runs initialisation once however many calls notice the missing token at the same time. */
export function reinitialise(): Promise<unknown> {
  if (!initialiser) return Promise.reject(serverError());
  initialising ??= initialiser().finally(() => {
    initialising = undefined;
  });
  return initialising;
}

export interface RequestOptions<T> {
  method: 'GET' | 'POST';
  /** Path under /mta-api/mta/, from `apiPaths`. */
  path: string;
  schema: AnswerSchema<T>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Initialisation calls run before a token exists. */
  withoutToken?: boolean;
  /** Logout must not count as activity. */
  isLogout?: boolean;
  /**
   * Polls the customer did not ask for (server time) must not keep the session alive either,
   * nor start one: without a token, or refused with 401, they fail quietly instead of
   * re-initialising (a success page that just logged out would otherwise open a new session).
   */
  background?: boolean;
  signal?: AbortSignal;
}

export interface ApiAnswer<T> {
  data: T;
  headers: Headers;
}

async function send<T>(options: RequestOptions<T>): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = sessionToken.read();
  if (token && !options.withoutToken) headers[AUTH_HEADER] = token;
  // FormData (a save with documents) sets its own multipart content type and boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  try {
    return await fetch(`${API_PREFIX}/${options.path}`, {
      method: options.method,
      headers,
      body:
        options.body === undefined
          ? null
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw connectionError();
  } finally {
    // A call the customer did not make as part of their session is not their last call.
    if (!options.background) sessionStorage.setItem(LAST_CALL_KEY, String(Date.now()));
  }
}

/** A call with its answer headers, for initialisation which reads `x-auth-token`. */
const noSession = () =>
  new ApiFailure({ errorCode: 'UNAUTHORISED', message: 'No session for a background call' }, 401);

export async function apiCall<T>(options: RequestOptions<T>): Promise<ApiAnswer<T>> {
  if (!options.withoutToken && !sessionToken.read()) {
    if (options.background) throw noSession();
    await reinitialise();
  }
  let response = await send(options);
  if (response.status === 401 && options.background) throw noSession();
  if (response.status === 401 && !options.withoutToken && !options.isLogout) {
    sessionToken.clear();
    await reinitialise();
    response = await send(options);
  }
  if (!response.ok) throw await failureFromResponse(response);
  const data = await readAnswer(response, options.schema);
  if (!options.isLogout && !options.background) for (const listener of successListeners) listener();
  return { data, headers: response.headers };
}

export async function apiRequest<T>(options: RequestOptions<T>): Promise<T> {
  return (await apiCall(options)).data;
}
