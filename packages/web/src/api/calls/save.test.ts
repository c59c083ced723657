import { IDEMPOTENCY_HEADER } from '@portal/domain/api/save';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../testing/memoryStorage.ts';
import { sessionToken } from '../client.ts';
import { saveMutation } from './save.ts';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  sessionToken.store('token');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sentKey = (call: number) => {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit;
  return (init.headers as Record<string, string>)[IDEMPOTENCY_HEADER];
};

it('sends the same Idempotency-Key on each retry of one submit, so a landed save is not stored twice', async () => {
  fetchMock
    .mockResolvedValueOnce(new Response('', { status: 503 }))
    .mockRejectedValueOnce(new TypeError('network down'))
    .mockResolvedValueOnce(new Response(JSON.stringify(['REQ-0123456789']), { status: 200 }));
  const observer = new MutationObserver(new QueryClient(), { ...saveMutation('con'), retryDelay: 0 });
  const body = { brand: 'DIRECTLINE' as const, product: 'MOTOR' as const, answers: {} };
  await expect(observer.mutate({ body, key: 'key-of-this-submit-0001' })).resolves.toEqual([
    'REQ-0123456789',
  ]);
  expect(fetchMock).toHaveBeenCalledTimes(3);
  expect([sentKey(0), sentKey(1), sentKey(2)]).toEqual(Array(3).fill('key-of-this-submit-0001'));
});
