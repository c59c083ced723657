import { anyBrandsPolicyNumber } from '../rules/policyNumber.ts';
import type { DeploymentBrand } from './brand.ts';
import { brandSettings } from './registry.ts';

/**
 * A policy number as the brand prints it on the customer's documents (the breakdown brand's carry
 * their GF prefix, GF 40000001), so a customer recognises their number wherever we show it.
 */
export function policyNumberShown(brand: DeploymentBrand, number: string): string {
  const prefix = brandSettings(brand).policyNumberPrefix;
  return prefix ? `${prefix} ${anyBrandsPolicyNumber(number)}` : number;
}
