import { apiPaths } from '@portal/domain/api/paths';
import type { CardFormInput } from '@portal/domain/payment/cardRules';
import type { CardHolderDetails } from '@portal/domain/payment/paymentApi';
import { useMutation } from '@tanstack/react-query';
import { type ApiFailure, apiRequest } from '../client.ts';

const isTransient = (error: ApiFailure) =>
  error.errorCode === 'CONNECTION_ERROR' || error.errorCode === 'SERVER_ERROR';

/** POST payment/validate, retried twice but never on a card refusal. */
export function usePaymentValidate() {
  return useMutation<CardHolderDetails, ApiFailure, CardFormInput>({
    mutationFn: (card) =>
      apiRequest({
        method: 'POST',
        path: apiPaths.paymentValidate,
        schema: () => import('@portal/domain/payment/paymentApi').then((api) => api.cardHolderDetails),
        body: card,
      }),
    retry: (failures, error) => failures < 2 && isTransient(error),
  });
}
