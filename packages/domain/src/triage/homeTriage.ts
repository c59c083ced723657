import type { DeploymentBrand } from '../brands/brand.ts';
import { BRANDS, partnerSettings } from '../brands/registry.ts';
import type { FormCode } from '../formCodes.ts';
import { formCard } from '../forms.ts';

/**
 * Home triage: a customer whose address we hold a home policy for is
 * sent to their dashboard; partner customers and Direct Line home renewals are asked to call;
 * everyone else carries on with the postcode they gave.
 */
export type HomeTriageOutcome = { policyFound: boolean } | { error: { message: string } };

export type HomeTriageDecision =
  | { kind: 'dashboard'; url: string }
  | { kind: 'callUs' }
  | { kind: 'continue'; postCode: string };

export interface HomeTriageContext {
  form: FormCode;
  brand: DeploymentBrand;
  /** The upper-cased `brand` query parameter, when present. */
  brandParam?: string | undefined;
  postcode: string;
}

function mustCall({ form, brand, brandParam }: HomeTriageContext): boolean {
  const partner = brandParam !== undefined && partnerSettings(brandParam) !== undefined;
  if (partner) return !formCard(form).triage?.partnersSelfServe;
  return BRANDS[brand].callUsForms?.includes(form) ?? false;
}

export function homeTriageDecision(outcome: HomeTriageOutcome, ctx: HomeTriageContext): HomeTriageDecision {
  // A lookup error is treated as "not found": the partner and call rules still apply.
  const found = 'policyFound' in outcome && outcome.policyFound;
  if (found) {
    const partner = ctx.brandParam === undefined ? undefined : partnerSettings(ctx.brandParam);
    return { kind: 'dashboard', url: partner?.dashboard ?? BRANDS[ctx.brand].links.signIn };
  }
  if (mustCall(ctx)) return { kind: 'callUs' };
  return { kind: 'continue', postCode: ctx.postcode.replace(/\s+/g, '').toUpperCase() };
}
