import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../testing/memoryStorage.ts';
import { sessionToken } from '../client.ts';
import { logoutAndClear } from './logout.ts';

let answer: (response: Response) => void;
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  fetchMock.mockReset().mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

it('clears the journey before the logout call is answered, so a Back meanwhile finds nothing to resume', async () => {
  sessionToken.store('token-of-this-session');
  sessionStorage.setItem('mta-cov-accepted', 'true');
  const ended = logoutAndClear();
  expect(sessionStorage.length).toBe(0);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const sent = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
  expect(Object.values(sent)).toContain('token-of-this-session');
  answer(new Response(null, { status: 204 }));
  await ended;
  expect(sessionStorage.length).toBe(0);
});

it('still ends the session when the server cannot be reached', async () => {
  sessionToken.store('token-of-this-session');
  fetchMock.mockRejectedValue(new TypeError('network down'));
  await expect(logoutAndClear()).resolves.toBeUndefined();
  expect(sessionStorage.length).toBe(0);
});
