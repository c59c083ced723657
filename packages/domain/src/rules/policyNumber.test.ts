import { describe, expect, it } from 'vitest';
import type { DeploymentBrand, Product } from '../brands/brand.ts';
import { checkRules } from './check.ts';
import { MESSAGES } from './messages.ts';
import { anyBrandsPolicyNumber, policyNumberFormat } from './policyNumber.ts';
import { policyNumberShown } from './policyNumberShown.ts';
import type { PolicyNumberOptions, RuleContext } from './ruleRef.ts';

const ctx = (brand: DeploymentBrand = 'DIRECTLINE', product: Product = 'MOTOR'): RuleContext => ({
  form: 'con',
  brand,
  product,
  now: '2026-11-21T10:00:00Z',
  answers: {},
});

/** What each form's your-details step asks of the policy number. */
const REQUIRED: PolicyNumberOptions = { required: 'always' };
const ON_GREENFLAG: PolicyNumberOptions = { required: { brands: ['GREENFLAG'] } };
const EDOCREGS: PolicyNumberOptions = { required: 'always', digits: 'eightOrTenForCars' };
const MILEAGE_MONEYBACK: PolicyNumberOptions = { required: 'always', digits: 'eightOrTen' };
const STANDARD: PolicyNumberOptions = {};

const check = (value: unknown, context: RuleContext, options: PolicyNumberOptions = STANDARD) =>
  checkRules([{ rule: 'policyNumber', ...options }], value, context);

describe('policyNumberFormat', () => {
  it.each([
    ['mileage-moneyback', MILEAGE_MONEYBACK, 'DIRECTLINE', 'MOTOR', [8, 10], true],
    ['edocregs', EDOCREGS, 'DIRECTLINE', 'CAR', [8, 10], true],
    ['edocregs', EDOCREGS, 'DIRECTLINE', 'MOTOR', [8, 10], true],
    ['edocregs', EDOCREGS, 'DIRECTLINE', 'HOME', [8], true],
    ['edocregs', EDOCREGS, 'DIRECTLINE', 'VAN', [8], true],
    ['aad', STANDARD, 'DIRECTLINE', 'VAN', [9], false],
    ['coa', ON_GREENFLAG, 'PRIVILEGE', 'LANDLORD', [9], false],
    ['docreq', STANDARD, 'DIRECTLINE', 'SME', [9], false],
    ['con', STANDARD, 'DIRECTLINE', 'TRADESMAN', [9], false],
    ['coa', ON_GREENFLAG, 'GREENFLAG', 'MOTOR', [8], true],
    ['cov', ON_GREENFLAG, 'GREENFLAG', 'MOTOR', [8], true],
    ['cor', STANDARD, 'GREENFLAG', 'MOTOR', [8], false],
    ['coa', ON_GREENFLAG, 'DIRECTLINE', 'MOTOR', [8], false],
  ] as const)(
    '%s (%j) %s %s → %j digits, required %s',
    (_form, options, brand, product, digits, required) => {
      const format = policyNumberFormat(options, { brand, product });
      expect(format.digits).toEqual(digits);
      expect(format.required).toBe(required);
    },
  );
});

describe('policyNumber rule', () => {
  it('is required for edocregs, mileage-moneyback and Greenflag coa/cov only', () => {
    expect(check('', ctx(), EDOCREGS)).toBe('Policy number is required');
    expect(check(undefined, ctx(), MILEAGE_MONEYBACK)).toBe('Policy number is required');
    expect(check(' ', ctx('GREENFLAG'), ON_GREENFLAG)).toBe('Policy number is required');
    expect(check('', ctx(), ON_GREENFLAG)).toBeNull();
    expect(check('', ctx('GREENFLAG'))).toBeNull();
    expect(check('', ctx(), REQUIRED)).toBe('Policy number is required');
  });

  it('8 digits by default', () => {
    expect(check('12345678', ctx())).toBeNull();
    expect(check('1234 5678', ctx())).toBeNull();
    expect(check('1234567', ctx())).toBe(MESSAGES.policyNumberEightDigits);
    expect(check('123456789', ctx())).toBe('Your policy number should be 8 digits.');
    expect(check('1234567a', ctx())).toBe(MESSAGES.policyNumberEightDigits);
  });

  it('9 digits for VAN, LANDLORD, SME and TRADESMAN', () => {
    expect(check('123456789', ctx('DIRECTLINE', 'VAN'))).toBeNull();
    expect(check('12345678', ctx('DIRECTLINE', 'VAN'))).toBe(MESSAGES.policyNumberNineDigits);
  });

  it('8 or 10 digits for mileage-moneyback and edocregs cars', () => {
    for (const [context, options] of [
      [ctx(), MILEAGE_MONEYBACK],
      [ctx('DIRECTLINE', 'CAR'), EDOCREGS],
    ] as const) {
      expect(check('12345678', context, options)).toBeNull();
      expect(check('1234567890', context, options)).toBeNull();
      expect(check('123456789', context, options)).toBe(MESSAGES.policyNumberEightOrTenDigits);
    }
  });

  it('Greenflag accepts 8 digits with or without the GF prefix', () => {
    const greenflag = ctx('GREENFLAG');
    for (const typed of ['12345678', 'GF12345678', 'GF 12345678', 'gf / 1234 5678']) {
      expect(check(typed, greenflag, ON_GREENFLAG)).toBeNull();
    }
    expect(check('GF1234567', greenflag, ON_GREENFLAG)).toBe(MESSAGES.policyNumberEightDigits);
    expect(check('GF12345678', ctx(), ON_GREENFLAG)).toBe(MESSAGES.policyNumberEightDigits);
  });

  it('a reference may give its own format message', () => {
    const refs = [{ rule: 'policyNumber' as const, message: 'Check your policy number' }];
    expect(checkRules(refs, '123', ctx())).toBe('Check your policy number');
  });

  it('reads a number as staff type it for any brand: spaced, with or without the GF prefix', () => {
    for (const typed of ['40000001', ' 4000 0001 ', 'GF 40000001', 'gf/40000001', 'GF / 4000 0001'])
      expect(anyBrandsPolicyNumber(typed)).toBe('40000001');
  });
});

describe('a policy number as the brand prints it', () => {
  it('gives the breakdown brand’s numbers their GF prefix, once', () => {
    expect(policyNumberShown('GREENFLAG', '40000001')).toBe('GF 40000001');
    expect(policyNumberShown('GREENFLAG', 'GF 40000001')).toBe('GF 40000001');
    expect(policyNumberShown('DIRECTLINE', '10000001')).toBe('10000001');
  });
});
