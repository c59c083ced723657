import type { DeploymentBrand, Product } from '../brands/brand.ts';
import type { FormCode } from '../forms.ts';

/**
 * Which triage a journey opens with (request-journeys.md §2 "Triage"): Greenflag's breakdown
 * customers answer with their policy prefix and number, home customers find their address,
 * everyone else gives the vehicle registration.
 */
export type TriageKind = 'motor' | 'home' | 'greenflag';

/** Forms that are home journeys whatever the product query says (guards.ts reading B). */
const HOME_FORMS: readonly FormCode[] = ['hor', 'hcoa'];

export function triageKind(input: { form: FormCode; brand: DeploymentBrand; product: Product }): TriageKind {
  if (input.brand === 'GREENFLAG') return 'greenflag';
  if (input.product === 'HOME' || HOME_FORMS.includes(input.form)) return 'home';
  return 'motor';
}
