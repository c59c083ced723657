import type { DeploymentBrand, Product } from '../brands/brand.ts';
import { brandSettings } from '../brands/registry.ts';
import type { FormCode } from '../formCodes.ts';
import { formCard } from '../forms.ts';

/**
 * Which triage a journey opens with: Greenflag's breakdown
 * customers answer with their policy prefix and number, home (and travel, which insures no
 * vehicle) customers find their address, everyone else gives the vehicle registration.
 */
export type TriageKind = 'motor' | 'home' | 'greenflag';

export function triageKind(input: { form: FormCode; brand: DeploymentBrand; product: Product }): TriageKind {
  if (brandSettings(input.brand).policyNumberTriage) return 'greenflag';
  if (input.product === 'HOME' || formCard(input.form).productLine !== undefined) return 'home';
  return 'motor';
}
