import { apiPaths } from '@portal/domain/api/paths';
import { type SaveRequest, saveResponse } from '@portal/domain/api/save';
import type { FormCode } from '@portal/domain/forms';
import { apiFormCode } from '@portal/domain/forms';
import { useMutation } from '@tanstack/react-query';
import { type ApiFailure, apiRequest } from '../client.ts';

/** Greenflag's coa and cov save under their own names, gcoa and gcov (request-journeys.md §7). */
export const saveRequestToServer = (form: FormCode, body: SaveRequest, idempotencyKey?: string) =>
  apiRequest({
    method: 'POST',
    path: apiPaths.save(apiFormCode(form, body.brand)),
    schema: saveResponse,
    body,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });

/** What one submit sends: the body, and the key that makes its retries safe (issue 16). */
export interface SaveSubmission {
  body: SaveRequest;
  idempotencyKey: string;
}

/** Failures worth sending again: the transport or the server, never a refusal of what was sent. */
const RETRIED = new Set(['CONNECTION_ERROR', 'SERVER_ERROR']);

/**
 * POST {form}/save, retried twice (§9 "most posts 2") when the connection or server failed. The
 * retries resend the same Idempotency-Key, so a save that landed before its answer was lost is
 * answered again by the server rather than stored twice.
 */
export const saveMutation = (form: FormCode) => ({
  mutationFn: ({ body, idempotencyKey }: SaveSubmission) => saveRequestToServer(form, body, idempotencyKey),
  retry: (failures: number, error: ApiFailure) => failures < 2 && RETRIED.has(error.errorCode),
});

export function useSave(form: FormCode) {
  return useMutation<string[], ApiFailure, SaveSubmission>(saveMutation(form));
}
