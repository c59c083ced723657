import type { Product } from '../brands/brand.ts';
import { MESSAGES } from './messages.ts';
import type { PolicyNumberOptions, RuleContext } from './ruleRef.ts';

/**
 * Policy number formats: the form's rule reference says whether the
 * number is required and which digit counts it takes; the product and brand decide the rest.
 */
export interface PolicyNumberFormat {
  /** Accepted counts of digits once spaces (and Greenflag's GF prefix) are removed. */
  digits: readonly number[];
  /** Greenflag numbers may be typed with their `GF` (or `GF /`) prefix. */
  gfPrefix: boolean;
  required: boolean;
  message: string;
}

/** dl4b business products carry 9-digit numbers. */
export const NINE_DIGIT_PRODUCTS: readonly Product[] = ['VAN', 'LANDLORD', 'SME', 'TRADESMAN'];
/** Car policies may carry the 10-digit (b4c) numbers as well as 8. */
const CAR_PRODUCTS: readonly Product[] = ['CAR', 'MOTOR'];

const EIGHT = { digits: [8], message: MESSAGES.policyNumberEightDigits } as const;
const EIGHT_OR_TEN = { digits: [8, 10], message: MESSAGES.policyNumberEightOrTenDigits } as const;
const NINE = { digits: [9], message: MESSAGES.policyNumberNineDigits } as const;

const DIGITS: Record<
  NonNullable<PolicyNumberOptions['digits']>,
  (product: Product) => Pick<PolicyNumberFormat, 'digits' | 'message'>
> = {
  standard: (product) => (NINE_DIGIT_PRODUCTS.includes(product) ? NINE : EIGHT),
  eightOrTen: () => EIGHT_OR_TEN,
  eightOrTenForCars: (product) => (CAR_PRODUCTS.includes(product) ? EIGHT_OR_TEN : EIGHT),
};

export function policyNumberFormat(
  options: PolicyNumberOptions,
  ctx: Pick<RuleContext, 'brand' | 'product'>,
): PolicyNumberFormat {
  const isGreenflag = ctx.brand === 'GREENFLAG';
  const required = options.required === 'always' || options.required?.brands.includes(ctx.brand) === true;
  return { gfPrefix: isGreenflag, required, ...DIGITS[options.digits ?? 'standard'](ctx.product) };
}

const GF_PREFIX = /^GF\s*\/?\s*/i;

/** The bare digits of a typed policy number (spaces and an allowed GF prefix removed). */
export function policyNumberDigits(value: string, format: PolicyNumberFormat): string {
  const withoutPrefix = format.gfPrefix ? value.trim().replace(GF_PREFIX, '') : value;
  return withoutPrefix.replace(/\s+/g, '');
}

/** A policy number as staff may type it for any brand: spaced or not, with Greenflag's prefix or not. */
export const anyBrandsPolicyNumber = (value: string): string =>
  value.trim().replace(GF_PREFIX, '').replace(/\s+/g, '');

export function isPolicyNumberValid(value: string, format: PolicyNumberFormat): boolean {
  const digits = policyNumberDigits(value, format);
  return /^\d+$/.test(digits) && format.digits.includes(digits.length);
}
