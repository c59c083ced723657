import { describe, expect, it } from 'vitest';
import type { DeploymentBrand, Product } from '../brands/brand.ts';
import type { FormCode } from '../forms.ts';
import { checkRules } from './check.ts';
import { MESSAGES } from './messages.ts';
import { policyNumberFormat } from './policyNumber.ts';
import type { RuleContext } from './ruleRef.ts';

const ctx = (
  form: FormCode,
  brand: DeploymentBrand = 'DIRECTLINE',
  product: Product = 'MOTOR',
): RuleContext => ({
  form,
  brand,
  product,
  now: '2026-11-21T10:00:00Z',
  answers: {},
});
const check = (value: unknown, context: RuleContext) =>
  checkRules([{ rule: 'policyNumber' }], value, context);

describe('policyNumberFormat', () => {
  it.each([
    ['mileage-moneyback', 'DIRECTLINE', 'MOTOR', [8, 10], true],
    ['edocregs', 'DIRECTLINE', 'CAR', [8, 10], true],
    ['edocregs', 'DIRECTLINE', 'MOTOR', [8, 10], true],
    ['edocregs', 'DIRECTLINE', 'HOME', [8], true],
    ['edocregs', 'DIRECTLINE', 'VAN', [8], true],
    ['aad', 'DIRECTLINE', 'VAN', [9], false],
    ['coa', 'PRIVILEGE', 'LANDLORD', [9], false],
    ['docreq', 'DIRECTLINE', 'SME', [9], false],
    ['con', 'DIRECTLINE', 'TRADESMAN', [9], false],
    ['coa', 'GREENFLAG', 'MOTOR', [8], true],
    ['cov', 'GREENFLAG', 'MOTOR', [8], true],
    ['cor', 'GREENFLAG', 'MOTOR', [8], false],
    ['coa', 'DIRECTLINE', 'MOTOR', [8], false],
  ] as const)('%s %s %s → %j digits, required %s', (form, brand, product, digits, required) => {
    const format = policyNumberFormat({ form, brand, product });
    expect(format.digits).toEqual(digits);
    expect(format.required).toBe(required);
  });
});

describe('policyNumber rule', () => {
  it('is required for edocregs, mileage-moneyback and Greenflag coa/cov only', () => {
    expect(check('', ctx('edocregs'))).toBe('Policy number is required');
    expect(check(undefined, ctx('mileage-moneyback'))).toBe('Policy number is required');
    expect(check(' ', ctx('coa', 'GREENFLAG'))).toBe('Policy number is required');
    expect(check('', ctx('coa'))).toBeNull();
    expect(check('', ctx('cor', 'GREENFLAG'))).toBeNull();
  });

  it('8 digits by default', () => {
    expect(check('12345678', ctx('coa'))).toBeNull();
    expect(check('1234 5678', ctx('coa'))).toBeNull();
    expect(check('1234567', ctx('coa'))).toBe(MESSAGES.policyNumberEightDigits);
    expect(check('123456789', ctx('coa'))).toBe('Your policy number should be 8 digits.');
    expect(check('1234567a', ctx('coa'))).toBe(MESSAGES.policyNumberEightDigits);
  });

  it('9 digits for VAN, LANDLORD, SME and TRADESMAN', () => {
    expect(check('123456789', ctx('aad', 'DIRECTLINE', 'VAN'))).toBeNull();
    expect(check('12345678', ctx('aad', 'DIRECTLINE', 'VAN'))).toBe(MESSAGES.policyNumberNineDigits);
  });

  it('8 or 10 digits for mileage-moneyback and edocregs cars', () => {
    for (const context of [ctx('mileage-moneyback'), ctx('edocregs', 'DIRECTLINE', 'CAR')]) {
      expect(check('12345678', context)).toBeNull();
      expect(check('1234567890', context)).toBeNull();
      expect(check('123456789', context)).toBe(MESSAGES.policyNumberEightOrTenDigits);
    }
  });

  it('Greenflag accepts 8 digits with or without the GF prefix', () => {
    const greenflag = ctx('cov', 'GREENFLAG');
    for (const typed of ['12345678', 'GF12345678', 'GF 12345678', 'gf / 1234 5678']) {
      expect(check(typed, greenflag)).toBeNull();
    }
    expect(check('GF1234567', greenflag)).toBe(MESSAGES.policyNumberEightDigits);
    expect(check('GF12345678', ctx('cov'))).toBe(MESSAGES.policyNumberEightDigits);
  });

  it('a reference may give its own format message', () => {
    const refs = [{ rule: 'policyNumber' as const, message: 'Check your policy number' }];
    expect(checkRules(refs, '123', ctx('coa'))).toBe('Check your policy number');
  });
});
