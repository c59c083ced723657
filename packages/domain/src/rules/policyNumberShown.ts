import type { DeploymentBrand } from '../brands/brand.ts';
import { brandSettings } from '../brands/registry.ts';
import { anyBrandsPolicyNumber } from './policyNumber.ts';

/**
 * A policy number as the brand prints it on the customer's documents (the breakdown brand's carry
 * their GF prefix, GF 40000001), so a customer recognises their number wherever we show it.
 */
export function policyNumberShown(brand: DeploymentBrand, number: string): string {
  const prefix = brandSettings(brand).policyNumberPrefix;
  return prefix ? `${prefix} ${anyBrandsPolicyNumber(number)}` : number;
}
