import type { FieldError } from '../errors.ts';
import { MESSAGES } from '../rules/messages.ts';

/**
 * Greenflag triage: breakdown customers
 * pick the prefix printed on their policy and type its number. Only `GF /` policies can be
 * changed online; the others are asked to get in touch.
 */
export const GREENFLAG_PREFIXES = ['GF /', 'GF-Pol /', 'Other'] as const;
export type GreenflagPrefix = (typeof GREENFLAG_PREFIXES)[number];
export const SELF_SERVE_PREFIX: GreenflagPrefix = 'GF /';

export const GET_IN_TOUCH_MESSAGE = 'Please get in touch with us.';
const POLICY_NUMBER_DIGITS = /^\d{8}$/;

export interface GreenflagTriageValues {
  policyType: string;
  policyNumber: string;
}

export const isGreenflagPrefix = (value: string): value is GreenflagPrefix =>
  (GREENFLAG_PREFIXES as readonly string[]).includes(value);

/** The number belongs to GF / policies only; for any other choice it is cleared and disabled. */
export const policyNumberEnabled = (policyType: string): boolean => policyType === SELF_SERVE_PREFIX;

/** A new prefix choice, with the policy number cleared when the choice disables it. */
export function choosePrefix(values: GreenflagTriageValues, policyType: string): GreenflagTriageValues {
  return { policyType, policyNumber: policyNumberEnabled(policyType) ? values.policyNumber : '' };
}

/** Shown as soon as a prefix that cannot self-serve is chosen, not only on submit. */
export const getInTouchWarning = (policyType: string): boolean =>
  isGreenflagPrefix(policyType) && !policyNumberEnabled(policyType);

export const normalisePolicyNumber = (value: string): string => value.replace(/\s+/g, '');

export function greenflagTriageErrors(values: GreenflagTriageValues): FieldError[] {
  if (!isGreenflagPrefix(values.policyType))
    return [{ field: 'policyType', message: MESSAGES.answerToContinue }];
  if (!policyNumberEnabled(values.policyType))
    return [{ field: 'policyType', message: GET_IN_TOUCH_MESSAGE }];
  if (!POLICY_NUMBER_DIGITS.test(normalisePolicyNumber(values.policyNumber)))
    return [{ field: 'policyNumber', message: MESSAGES.policyNumberEightDigits }];
  return [];
}
