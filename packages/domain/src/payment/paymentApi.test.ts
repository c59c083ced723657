import { describe, expect, it } from 'vitest';
import { executePaymentRequest, executePaymentResponse } from './paymentApi.ts';

const request = {
  token: 't'.repeat(43),
  uuid: 'quote-uuid-1',
  cardToken: 'card_0123456789abcdef',
  dfReferenceId: 'df_0123456789abcdef.mac',
  uiBaseUrl: 'http://localhost:3000/',
  paymentRedirectionUrl: 'http://localhost:3000/#/cov/accept/redirects',
  paymentSuccessRedirectionUrl: 'http://localhost:3000/#/cov/accept/payment-success',
  paymentDeclineRedirectionUrl: 'http://localhost:3000/#/cov/accept/payment-declined',
  idempotencyKey: '3b8f2a8e-5b7e-4a0e-9b1c-2f1d6f3c9a10',
};

describe('execute payment request', () => {
  it('accepts a well-formed request', () => {
    expect(executePaymentRequest.safeParse(request).success).toBe(true);
  });

  it('refuses a return address that is not http(s)', () => {
    const result = executePaymentRequest.safeParse({
      ...request,
      paymentRedirectionUrl: 'javascript:alert(1)',
    });
    expect(result.success).toBe(false);
  });

  it('refuses a short idempotency key', () => {
    expect(executePaymentRequest.safeParse({ ...request, idempotencyKey: 'abc' }).success).toBe(false);
  });
});

describe('execute payment answer', () => {
  it('needs challengeJWT and md when 3-D Secure is needed', () => {
    const challenge = { paymentId: 'pay_0123456789', paymentDecision: 'GO_TO_3D_SECURE' };
    expect(executePaymentResponse.safeParse(challenge).success).toBe(false);
    expect(
      executePaymentResponse.safeParse({
        ...challenge,
        challengeJWT: 'a.b.c',
        md: 'md_0123456789',
        challengeUrl: 'http://localhost:3000/sandbox-gateway/challenge',
      }).success,
    ).toBe(true);
  });

  it('takes a decline with its payment error key', () => {
    const decline = {
      paymentId: 'pay_0123456789',
      paymentDecision: 'DECLINED',
      errorCode: 'payment.execute.error',
    };
    expect(executePaymentResponse.parse(decline)).toEqual(decline);
  });
});
