import type { ValidCard } from '@portal/domain/payment/cardRules';
import { cardFormSchema } from '@portal/domain/payment/cardRules';
import { cardDigits, detectCardType } from '@portal/domain/payment/cardType';
import type { GatewayExecuteRequest } from '../payments/paymentGateway.ts';
import { createSandboxGateway, type PaymentLogger } from '../payments/sandboxGateway.ts';
import { createPaymentsTestDb } from './paymentsTestDb.ts';

/** Shared set-up for the sandbox gateway tests. */
export const BASE = 'http://portal.test';
export const NOW = '2025-06-15T09:00:00Z';
export const SECURITY_CODE = '9731';

export const validCard = (number: string): ValidCard =>
  cardFormSchema(NOW).parse({
    cardInYourName: true,
    holderName: 'Jo Bloggs',
    title: 'Ms',
    cardNumber: number,
    securityNumber: detectCardType(number) === 'amex' ? SECURITY_CODE : SECURITY_CODE.slice(0, 3),
    hasCardPermission: false,
    expiryMonthYear: { month: 11, year: 2028 },
    issueNumber: detectCardType(number) === 'maestro' ? '2' : undefined,
    cardType: detectCardType(number),
    billingAddress: {
      line1: '1 High Street',
      line2: 'Leeds',
      postCode: 'LS1 1AA',
      country: 'United Kingdom',
      ukbillingAddress: true,
    },
  });

export const digitsOf = (number: string) => cardDigits(number);

/** One database per test file (PGlite takes a second to start); tables emptied per test. */
export const createTestGateway = async (shared?: Awaited<ReturnType<typeof createPaymentsTestDb>>) => {
  const { client, db } = shared ?? (await createPaymentsTestDb());
  await client.exec('TRUNCATE sandbox_payments, sandbox_cards, payment_idempotency');
  const logs: unknown[] = [];
  const logger: PaymentLogger = { info: (fields, message) => logs.push({ fields, message }) };
  const gateway = createSandboxGateway({
    db,
    publicBaseUrl: BASE,
    secret: 'test-secret-not-for-production',
    logger,
    clock: () => new Date(NOW),
  });
  return { client, db, gateway, logs };
};

export const executeRequest = (
  cardToken: string,
  dfReferenceId: string,
  overrides: Partial<GatewayExecuteRequest> = {},
): GatewayExecuteRequest => ({
  cardToken,
  dfReferenceId,
  amountPence: 12_345,
  reference: 'quote-uuid-1',
  uiBaseUrl: `${BASE}/`,
  paymentRedirectionUrl: `${BASE}/#/cov/accept/redirects`,
  paymentSuccessRedirectionUrl: `${BASE}/#/cov/accept/payment-success`,
  paymentDeclineRedirectionUrl: `${BASE}/#/cov/accept/payment-declined`,
  ...overrides,
});
