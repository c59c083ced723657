import type { CardType } from './cardType.ts';
import type { PaymentErrorCode } from './paymentErrors.ts';

/** What the sandbox gateway does with a card; chosen by the card number alone. */
export const SANDBOX_SCENARIOS = [
  'frictionless-success',
  'challenge-success',
  'challenge-failure',
  'bank-declined',
  'invalid-details',
  'too-many-attempts',
  'not-valid-option',
] as const;
export type SandboxScenario = (typeof SANDBOX_SCENARIOS)[number];

export interface SandboxCard {
  /** As printed on the card; every number passes the Luhn check. */
  number: string;
  cardType: CardType;
  scenario: SandboxScenario;
  /** What a tester sees, in plain words. */
  outcome: string;
  /** The payment error key the portal shows, when the scenario ends in one. */
  errorCode?: PaymentErrorCode;
}

/**
 * Test cards of the sandbox gateway (also tabled in packages/server/src/payments/README.md).
 * Any expiry date in the future and any 3-digit (Amex: 4-digit) security number work.
 * Other numbers are refused at validation, so a real card never travels further.
 */
export const SANDBOX_CARDS = [
  {
    number: '4111 1111 1111 1111',
    cardType: 'visa',
    scenario: 'frictionless-success',
    outcome: 'Paid without a 3-D Secure check',
  },
  {
    number: '5000 0000 0000 0009',
    cardType: 'maestro',
    scenario: 'frictionless-success',
    outcome: 'Paid without a 3-D Secure check (Maestro: give a start date or issue number)',
  },
  {
    number: '5555 5555 5555 4444',
    cardType: 'mastercard',
    scenario: 'challenge-success',
    outcome: 'Test bank page: Approve pays, Fail declines',
  },
  {
    number: '3782 822463 10005',
    cardType: 'amex',
    scenario: 'challenge-failure',
    outcome: 'Test bank page, then declined whichever button is pressed',
  },
  {
    number: '6759 6498 2643 8453',
    cardType: 'maestro',
    scenario: 'bank-declined',
    outcome: 'Declined by the bank (Maestro: give a start date or issue number)',
    errorCode: 'payment.execute.error',
  },
  {
    number: '4000 0000 0000 0002',
    cardType: 'visa',
    scenario: 'invalid-details',
    outcome: 'Back to the card page with the invalid payment details error',
    errorCode: 'payment.invalid.payment.details',
  },
  {
    number: '5105 1051 0510 5100',
    cardType: 'mastercard',
    scenario: 'too-many-attempts',
    outcome: 'Card check refused: too many attempts with the same card',
    errorCode: 'payment.too.many.attempts.with.same.card',
  },
  {
    number: '4012 8888 8888 1881',
    cardType: 'visa',
    scenario: 'not-valid-option',
    outcome: 'Card check refused: not a valid option for this payment',
    errorCode: 'payment.card.not.valid.option.for.payment',
  },
] as const satisfies readonly SandboxCard[];

/** The scenario for a digits-only card number, or undefined for a number the sandbox does not know. */
export const sandboxScenarioFor = (digits: string): SandboxScenario | undefined =>
  SANDBOX_CARDS.find((card) => card.number.replaceAll(' ', '') === digits)?.scenario;
