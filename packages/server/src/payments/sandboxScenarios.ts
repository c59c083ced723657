import type { ChallengeOutcome, PaymentStatus } from '@portal/domain/payment/paymentApi';
import type { PaymentDecision } from '@portal/domain/payment/paymentDecision';
import type { PaymentErrorCode } from '@portal/domain/payment/paymentErrors';
import type { SandboxScenario } from '@portal/domain/payment/sandboxCards';

/**
 * How the sandbox acquirer treats each test card (see README.md). Refusals at validation
 * stop the card there, as a real acquirer's card check would.
 */
export const VALIDATION_REFUSALS = {
  'too-many-attempts': 'payment.too.many.attempts.with.same.card',
  'not-valid-option': 'payment.card.not.valid.option.for.payment',
} as const satisfies Partial<Record<SandboxScenario, PaymentErrorCode>>;

export const isRefusedAtValidation = (
  scenario: SandboxScenario,
): scenario is keyof typeof VALIDATION_REFUSALS => Object.hasOwn(VALIDATION_REFUSALS, scenario);

export interface ExecuteOutcome {
  status: PaymentStatus;
  decision: PaymentDecision;
  errorCode?: PaymentErrorCode;
}

export const EXECUTE_OUTCOMES = {
  'frictionless-success': { status: 'AUTHORISED', decision: 'SUCCESS' },
  'challenge-success': { status: 'AWAITING_CHALLENGE', decision: 'GO_TO_3D_SECURE' },
  'challenge-failure': { status: 'AWAITING_CHALLENGE', decision: 'GO_TO_3D_SECURE' },
  'bank-declined': { status: 'DECLINED', decision: 'DECLINED', errorCode: 'payment.execute.error' },
  'invalid-details': {
    status: 'FAILED',
    decision: 'GO_TO_PAYMENT_PAGE_AFTER_PAYMENT_ERROR',
    errorCode: 'payment.invalid.payment.details',
  },
  // Never reached through validateCard; kept so every scenario has an answer.
  'too-many-attempts': {
    status: 'FAILED',
    decision: 'GO_TO_PAYMENT_PAGE_AFTER_PAYMENT_ERROR',
    errorCode: 'payment.too.many.attempts.with.same.card',
  },
  'not-valid-option': {
    status: 'FAILED',
    decision: 'GO_TO_PAYMENT_PAGE_AFTER_PAYMENT_ERROR',
    errorCode: 'payment.card.not.valid.option.for.payment',
  },
} as const satisfies Record<SandboxScenario, ExecuteOutcome>;

/**
 * After the test bank page: the challenge-failure card authenticates but its issuer still
 * declines, so both buttons end in a decline for it.
 */
export const CHALLENGE_OUTCOMES_BY_SCENARIO: Partial<
  Record<SandboxScenario, Record<ChallengeOutcome, PaymentStatus>>
> = {
  'challenge-success': { approve: 'AUTHORISED', fail: 'DECLINED' },
  'challenge-failure': { approve: 'DECLINED', fail: 'DECLINED' },
};
