import type { Product } from '../brands/brand.ts';
import type { FormCode } from '../forms.ts';
import { MESSAGES } from './messages.ts';
import type { RuleContext } from './ruleRef.ts';

/**
 * Policy number formats of request-journeys.md §5: the accepted digit counts depend on the form,
 * product and brand, and so does whether the number is required at all.
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
const NINE_DIGIT_PRODUCTS: readonly Product[] = ['VAN', 'LANDLORD', 'SME', 'TRADESMAN'];
/** edocregs for cars accepts the 10-digit (b4c) numbers as well as 8. */
const CAR_PRODUCTS: readonly Product[] = ['CAR', 'MOTOR'];
const REQUIRED_FORMS: readonly FormCode[] = ['edocregs', 'mileage-moneyback'];
const GREENFLAG_REQUIRED_FORMS: readonly FormCode[] = ['coa', 'cov'];

export function policyNumberFormat(ctx: Pick<RuleContext, 'form' | 'brand' | 'product'>): PolicyNumberFormat {
  const isGreenflag = ctx.brand === 'GREENFLAG';
  const required =
    REQUIRED_FORMS.includes(ctx.form) || (isGreenflag && GREENFLAG_REQUIRED_FORMS.includes(ctx.form));
  const base = { gfPrefix: isGreenflag, required };
  if (ctx.form === 'mileage-moneyback' || (ctx.form === 'edocregs' && CAR_PRODUCTS.includes(ctx.product))) {
    return { ...base, digits: [8, 10], message: MESSAGES.policyNumberEightOrTenDigits };
  }
  if (ctx.form !== 'edocregs' && NINE_DIGIT_PRODUCTS.includes(ctx.product)) {
    return { ...base, digits: [9], message: MESSAGES.policyNumberNineDigits };
  }
  return { ...base, digits: [8], message: MESSAGES.policyNumberEightDigits };
}

const GF_PREFIX = /^GF\s*\/?\s*/i;

/** The bare digits of a typed policy number (spaces and an allowed GF prefix removed). */
export function policyNumberDigits(value: string, format: PolicyNumberFormat): string {
  const withoutPrefix = format.gfPrefix ? value.trim().replace(GF_PREFIX, '') : value;
  return withoutPrefix.replace(/\s+/g, '');
}

export function isPolicyNumberValid(value: string, format: PolicyNumberFormat): boolean {
  const digits = policyNumberDigits(value, format);
  return /^\d+$/.test(digits) && format.digits.includes(digits.length);
}
