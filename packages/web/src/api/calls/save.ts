import { apiPaths } from '@portal/domain/api/paths';
import { type SaveRequest, saveResponse } from '@portal/domain/api/save';
import type { FormCode } from '@portal/domain/forms';
import { useMutation } from '@tanstack/react-query';
import { type ApiFailure, apiRequest } from '../client.ts';

export const saveRequestToServer = (form: FormCode, body: SaveRequest) =>
  apiRequest({ method: 'POST', path: apiPaths.save(form), schema: saveResponse, body });

/** POST {form}/save, retried twice (§9 "most posts 2") but never on a validation refusal. */
export function useSave(form: FormCode) {
  return useMutation<string[], ApiFailure, SaveRequest>({
    mutationFn: (body) => saveRequestToServer(form, body),
    retry: (failures, error) => failures < 2 && error.errorCode !== 'VALIDATION_ERROR',
  });
}
