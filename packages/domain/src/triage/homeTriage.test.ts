import { describe, expect, it } from 'vitest';
import { brandSettings, partnerSettings } from '../brands/registry.ts';
import { homeTriageDecision } from './homeTriage.ts';

const found = { policyFound: true };
const notFound = { policyFound: false };
const failed = { error: { message: 'Server error' } };

describe('homeTriageDecision', () => {
  it("sends a found policy to the partner's own dashboard, else to the brand's sign-in", () => {
    expect(
      homeTriageDecision(found, {
        form: 'hcoa',
        brand: 'NATIONWIDE',
        brandParam: 'RBS',
        postcode: 'LS1 4AP',
      }),
    ).toEqual({ kind: 'dashboard', url: partnerSettings('RBS')?.dashboard });
    expect(
      homeTriageDecision(found, { form: 'hcoa', brand: 'NATIONWIDE', brandParam: 'NATWEST', postcode: 'x' }),
    ).toEqual({ kind: 'dashboard', url: partnerSettings('NATWEST')?.dashboard });
    expect(homeTriageDecision(found, { form: 'hcoa', brand: 'NATIONWIDE', postcode: 'LS1 4AP' })).toEqual({
      kind: 'dashboard',
      url: brandSettings('NATIONWIDE').links.signIn,
    });
  });

  it('asks partner customers (except renpref) and Direct Line home renewals to call', () => {
    expect(
      homeTriageDecision(notFound, { form: 'hcoa', brand: 'NATIONWIDE', brandParam: 'RBS', postcode: 'x' }),
    ).toEqual({ kind: 'callUs' });
    expect(homeTriageDecision(notFound, { form: 'hor', brand: 'DIRECTLINE', postcode: 'B33 8TH' })).toEqual({
      kind: 'callUs',
    });
    expect(
      homeTriageDecision(notFound, {
        form: 'renpref',
        brand: 'NATIONWIDE',
        brandParam: 'RBS',
        postcode: 'M1 1AE',
      }),
    ).toEqual({ kind: 'continue', postCode: 'M11AE' });
  });

  it('continues with the postcode stored without spaces otherwise', () => {
    expect(homeTriageDecision(notFound, { form: 'hcoa', brand: 'NATIONWIDE', postcode: 'ls1 4ap' })).toEqual({
      kind: 'continue',
      postCode: 'LS14AP',
    });
    expect(homeTriageDecision(notFound, { form: 'hcoa', brand: 'DIRECTLINE', postcode: 'B33 8TH' })).toEqual({
      kind: 'continue',
      postCode: 'B338TH',
    });
  });

  it('treats a lookup error like a policy not found', () => {
    expect(homeTriageDecision(failed, { form: 'hor', brand: 'DIRECTLINE', postcode: 'B33 8TH' })).toEqual({
      kind: 'callUs',
    });
    expect(homeTriageDecision(failed, { form: 'hcoa', brand: 'NATIONWIDE', postcode: 'LS1 4AP' })).toEqual({
      kind: 'continue',
      postCode: 'LS14AP',
    });
  });

  it('ignores a brand parameter that is not a partner', () => {
    expect(
      homeTriageDecision(notFound, {
        form: 'hcoa',
        brand: 'NATIONWIDE',
        brandParam: 'SKODA',
        postcode: 'M1 1AE',
      }),
    ).toEqual({ kind: 'continue', postCode: 'M11AE' });
  });
});
