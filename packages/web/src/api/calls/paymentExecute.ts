import { apiPaths } from '@portal/domain/api/paths';
import {
  type ExecutePaymentRequest,
  type ExecutePaymentResponse,
  executePaymentResponse,
} from '@portal/domain/payment/paymentApi';
import { useMutation } from '@tanstack/react-query';
import { type ApiFailure, apiRequest } from '../client.ts';

/**
 * POST payment/execute, retried 3 times. Safe because every retry of one
 * attempt carries the same idempotency key: the gateway replays its first answer, never charges twice.
 */
export function usePaymentExecute() {
  return useMutation<ExecutePaymentResponse, ApiFailure, ExecutePaymentRequest>({
    mutationFn: (body) =>
      apiRequest({ method: 'POST', path: apiPaths.paymentExecute, schema: executePaymentResponse, body }),
    retry: (failures, error) =>
      failures < 3 && ['CONNECTION_ERROR', 'SERVER_ERROR', 'PAYMENT_IN_PROGRESS'].includes(error.errorCode),
  });
}
