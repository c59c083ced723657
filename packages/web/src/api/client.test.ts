import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { memoryStorage } from '../testing/memoryStorage.ts';
import {
  ApiFailure,
  apiRequest,
  failureFromResponse,
  LAST_CALL_KEY,
  onApiSuccess,
  sessionToken,
  setSessionInitialiser,
  TOKEN_KEY,
} from './client.ts';

const okSchema = z.object({ ok: z.literal(true) });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let initialiser: ReturnType<typeof vi.fn<() => Promise<void>>>;

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  initialiser = vi.fn(async () => sessionToken.store('fresh-token'));
  setSessionInitialiser(initialiser);
});

afterEach(() => vi.unstubAllGlobals());

const sentToken = (call: number) => {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit;
  return (init.headers as Record<string, string>)['x-auth-token'];
};

describe('failureFromResponse', () => {
  it.each([404, 408])('reads HTTP %i as a connection error', async (status) => {
    const failure = await failureFromResponse(json(status, { errorCode: 'NOT_FOUND', message: 'x' }));
    expect(failure.toApiError()).toEqual({
      errorCode: 'CONNECTION_ERROR',
      message: 'Connection error, please try again',
    });
  });

  it("keeps the lookups' unknown-registration answer rather than calling it connection trouble", async () => {
    const failure = await failureFromResponse(
      json(404, { errorCode: 'VEHICLE_NOT_FOUND', message: 'We could not find a vehicle' }),
    );
    expect(failure.errorCode).toBe('VEHICLE_NOT_FOUND');
  });

  it("passes on the server's error body", async () => {
    const failure = await failureFromResponse(
      json(400, { errorCode: 'VALIDATION_ERROR', message: 'Bad', fields: [{ field: 'a', message: 'm' }] }),
    );
    expect(failure.errorCode).toBe('VALIDATION_ERROR');
    expect(failure.fields).toEqual([{ field: 'a', message: 'm' }]);
    expect(failure.status).toBe(400);
  });

  it('falls back to Server error when the body is not an error envelope', async () => {
    const failure = await failureFromResponse(new Response('<html>', { status: 502 }));
    expect(failure.toApiError()).toEqual({ errorCode: 'SERVER_ERROR', message: 'Server error' });
  });
});

describe('apiRequest', () => {
  it('initialises first when no token is stored, then sends the token and records the call time', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiRequest({ method: 'GET', path: 'time', schema: okSchema })).resolves.toEqual({
      ok: true,
    });
    expect(initialiser).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/mta-api/mta/time');
    expect(sentToken(0)).toBe('fresh-token');
    expect(sessionStorage.getItem(LAST_CALL_KEY)).not.toBeNull();
  });

  it('re-initialises on 401 and repeats the call once with the new token', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'stale-token');
    fetchMock.mockResolvedValueOnce(json(401, { errorCode: 'UNAUTHORISED', message: 'x' }));
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await apiRequest({ method: 'GET', path: 'time', schema: okSchema });
    expect(sentToken(0)).toBe('stale-token');
    expect(sentToken(1)).toBe('fresh-token');
    expect(initialiser).toHaveBeenCalledTimes(1);
  });

  it('never starts or renews a session for a background poll: it fails quietly instead', async () => {
    const none = await apiRequest({ method: 'GET', path: 'time', schema: okSchema, background: true }).catch(
      (e: unknown) => e,
    );
    expect((none as ApiFailure).errorCode).toBe('UNAUTHORISED');
    expect(fetchMock).not.toHaveBeenCalled();
    sessionStorage.setItem(TOKEN_KEY, 'revoked-token');
    fetchMock.mockResolvedValueOnce(json(401, { errorCode: 'UNAUTHORISED', message: 'x' }));
    await expect(
      apiRequest({ method: 'GET', path: 'time', schema: okSchema, background: true }),
    ).rejects.toBeInstanceOf(ApiFailure);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(initialiser).not.toHaveBeenCalled();
  });

  it('turns a network failure into CONNECTION_ERROR', async () => {
    sessionStorage.setItem(TOKEN_KEY, 't');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const failure = await apiRequest({ method: 'GET', path: 'time', schema: okSchema }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).errorCode).toBe('CONNECTION_ERROR');
  });

  it('treats an answer that does not match the schema as a server error', async () => {
    sessionStorage.setItem(TOKEN_KEY, 't');
    fetchMock.mockResolvedValueOnce(json(200, { ok: 'yes' }));
    const failure = await apiRequest({ method: 'GET', path: 'time', schema: okSchema }).catch(
      (e: unknown) => e,
    );
    expect((failure as ApiFailure).errorCode).toBe('SERVER_ERROR');
  });

  it('checks an answer against a schema loaded with it, as strictly as one given outright', async () => {
    sessionStorage.setItem(TOKEN_KEY, 't');
    const lazily = async () => okSchema;
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiRequest({ method: 'GET', path: 'time', schema: lazily })).resolves.toEqual({ ok: true });
    fetchMock.mockResolvedValueOnce(json(200, { ok: 'yes' }));
    const failure = await apiRequest({ method: 'GET', path: 'time', schema: lazily }).catch(
      (e: unknown) => e,
    );
    expect((failure as ApiFailure).errorCode).toBe('SERVER_ERROR');
  });

  it('passes an unread answer on as it came, but still refuses one that is not JSON', async () => {
    sessionStorage.setItem(TOKEN_KEY, 't');
    fetchMock.mockResolvedValueOnce(json(200, { anything: 1 }));
    await expect(apiRequest({ method: 'POST', path: 'logout', schema: null })).resolves.toEqual({
      anything: 1,
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    const failure = await apiRequest({ method: 'POST', path: 'logout', schema: null }).catch(
      (e: unknown) => e,
    );
    expect((failure as ApiFailure).errorCode).toBe('SERVER_ERROR');
  });

  it('tells listeners about successful answers, but not logout or background polls', async () => {
    sessionStorage.setItem(TOKEN_KEY, 't');
    const listener = vi.fn();
    const stop = onApiSuccess(listener);
    fetchMock.mockImplementation(async () => json(200, { ok: true }));
    await apiRequest({ method: 'GET', path: 'a/data', schema: okSchema });
    await apiRequest({ method: 'POST', path: 'logout', schema: okSchema, isLogout: true });
    await apiRequest({ method: 'GET', path: 'time', schema: okSchema, background: true });
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
