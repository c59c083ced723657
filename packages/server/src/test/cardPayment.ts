import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Post = (url: string, payload: object) => Promise<LightMyRequestResponse>;

/** The sandbox cards' security code: a test can look for it where it must never be kept. */
export const SANDBOX_SECURITY_NUMBER = '973';

/**
 * A sandbox card held by `holderName` at a UK billing address; by default the Visa that pays
 * without a challenge (packages/server/src/payments/README.md lists the others).
 */
export const sandboxCard = (holderName: string, cardNumber = '4111111111111111') => ({
  cardInYourName: true,
  holderName,
  title: 'Ms',
  cardNumber,
  securityNumber: SANDBOX_SECURITY_NUMBER,
  hasCardPermission: false,
  expiryMonthYear: { month: 11, year: 2028 },
  cardType: 'visa',
  billingAddress: {
    line1: '1 High Street',
    line2: 'Leeds',
    postCode: 'LS1 4AP',
    country: 'United Kingdom',
    ukbillingAddress: true,
  },
});

/**
 * Pays a quote already proceeded to payment as the browser does: validate the card, run the
 * gateway's device data collection, execute. Answers the execute response.
 */
export async function payByCard(
  app: FastifyInstance,
  post: Post,
  quote: { token: string; uuid: string; form: string; host: string; holderName: string },
): Promise<LightMyRequestResponse> {
  const details = await post('payment/validate', sandboxCard(quote.holderName));
  if (details.statusCode !== 200) throw new Error(`card validation failed: ${details.body}`);
  const ddc = await app.inject({
    method: 'POST',
    url: '/sandbox-gateway/ddc',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ JWT: details.json().deviceDataCollectionJwt, Bin: '411111' }).toString(),
  });
  const base = `http://${quote.host}:3000/#/${quote.form}/accept`;
  return post('payment/execute', {
    token: quote.token,
    uuid: quote.uuid,
    cardToken: details.json().cardToken,
    dfReferenceId: ddc.json().dfReferenceId,
    uiBaseUrl: `http://${quote.host}:3000`,
    paymentRedirectionUrl: `${base}/redirects`,
    paymentSuccessRedirectionUrl: `${base}/payment-success`,
    paymentDeclineRedirectionUrl: `${base}/payment-declined`,
    idempotencyKey: `${quote.form}-${quote.uuid}`,
  });
}
