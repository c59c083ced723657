import { apiPaths } from '@portal/domain/api/paths';
import { IDEMPOTENCY_HEADER, type SaveRequest, saveResponse } from '@portal/domain/api/save';
import type { FormCode } from '@portal/domain/forms';
import { apiFormCode } from '@portal/domain/forms';
import { useMutation } from '@tanstack/react-query';
import { type ApiFailure, apiRequest } from '../client.ts';

/** Greenflag's coa and cov save under their own names, gcoa and gcov (request-journeys.md §7). */
export const saveRequestToServer = (form: FormCode, body: SaveRequest, key?: string) =>
  apiRequest({
    method: 'POST',
    path: apiPaths.save(apiFormCode(form, body.brand)),
    schema: saveResponse,
    body,
    ...(key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {}),
  });

/** A fresh key for one review-page submit: 128 random bits, base64url. */
export const newSubmitKey = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

interface Submit {
  body: SaveRequest;
  /** Kept across the retries below, so a save that did arrive is answered again, not made twice. */
  key: string;
}

/** Failures worth sending again: the transport or the server, never a refusal of what was sent. */
const RETRIED = new Set(['CONNECTION_ERROR', 'SERVER_ERROR']);

/** POST {form}/save, retried twice (§9 "most posts 2") when the connection or server failed. */
export function useSave(form: FormCode) {
  return useMutation<string[], ApiFailure, Submit>(saveMutation(form));
}

/** The mutation's options, apart from React, so a test can drive its retries. */
export const saveMutation = (form: FormCode) => ({
  mutationFn: ({ body, key }: Submit) => saveRequestToServer(form, body, key),
  retry: (failures: number, error: ApiFailure) => failures < 2 && RETRIED.has(error.errorCode),
});
