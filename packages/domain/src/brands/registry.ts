import {
  type BrandSettings,
  DEPLOYMENT_BRANDS,
  type DeploymentBrand,
  PARTNER_BRANDS,
  type PartnerBrand,
  type PartnerSettings,
  PRODUCTS,
  type Product,
} from './brand.ts';
import { type CopyKey, DEFAULT_COPY } from './copy.ts';
import { DIRECTLINE } from './directline.ts';
import { GREENFLAG } from './greenflag.ts';
import { NATIONWIDE } from './nationwide.ts';
import { PARTNERS } from './partners.ts';
import { PRIVILEGE } from './privilege.ts';
import { PRODUCT } from './product.ts';

export const BRANDS: Record<DeploymentBrand, BrandSettings> = {
  DIRECTLINE,
  PRODUCT,
  PRIVILEGE,
  NATIONWIDE,
  GREENFLAG,
};

export function brandSettings(code: DeploymentBrand): BrandSettings {
  return BRANDS[code];
}

export const isDeploymentBrand = (value: string): value is DeploymentBrand =>
  (DEPLOYMENT_BRANDS as readonly string[]).includes(value);

export const isPartnerBrand = (value: string): value is PartnerBrand =>
  (PARTNER_BRANDS as readonly string[]).includes(value);

const isProduct = (value: string): value is Product => (PRODUCTS as readonly string[]).includes(value);

/** The deployment brand is the host name's first label (`greenflag.localhost` → GREENFLAG). */
export function brandFromHost(hostname: string, fallback: DeploymentBrand): DeploymentBrand {
  const label = hostname.split('.')[0]?.toLowerCase() ?? '';
  const match = DEPLOYMENT_BRANDS.find((code) => BRANDS[code].host === label);
  return match ?? fallback;
}

/** Partner settings for a `brand` query value, case-insensitively; undefined for anything else. */
export function partnerSettings(code: string): PartnerSettings | undefined {
  const upper = code.toUpperCase();
  return isPartnerBrand(upper) ? PARTNERS[upper] : undefined;
}

export type PhonePurpose = keyof BrandSettings['phones'];

/** Partners (RBS, NATWEST) replace the amendments and home numbers; other lines stay the brand's. */
export function phoneFor(brand: DeploymentBrand, purpose: PhonePurpose, partner?: string): string {
  const partnerPhones = partner === undefined ? undefined : partnerSettings(partner)?.phones;
  if (partnerPhones && (purpose === 'amendments' || purpose === 'home')) return partnerPhones[purpose];
  return BRANDS[brand].phones[purpose];
}

/**
 * The query parameters the shell reads (shell-and-routing.md §1): `product` upper-cased,
 * MOTOR when absent or not a product we know; `brand` upper-cased, absent when empty.
 */
export function parseQuery(search: URLSearchParams): { product: Product; brandParam?: string } {
  const product = (search.get('product') ?? '').trim().toUpperCase();
  const brandParam = (search.get('brand') ?? '').trim().toUpperCase();
  return {
    product: isProduct(product) ? product : 'MOTOR',
    ...(brandParam ? { brandParam } : {}),
  };
}

/** Brand copy with the default for keys the brand does not override. */
export function copyFor(brand: DeploymentBrand, key: CopyKey): string {
  return BRANDS[brand].copy[key] ?? DEFAULT_COPY[key];
}
