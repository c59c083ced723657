import type { FormCode } from '../formCodes.ts';
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

/**
 * The brand as a partner's customer meets it: a partner reached by the `brand` parameter (RBS,
 * NATWEST) brings its own phone numbers and its own dashboard, which stands wherever the brand
 * would send the customer to sign in or to My Account. Every page and
 * email reads the brand through this, so none can show the host brand's number to a partner's
 * customer.
 */
export function brandSettingsFor(code: DeploymentBrand, partner?: string | null): BrandSettings {
  const settings = BRANDS[code];
  const own = partner ? partnerSettings(partner) : undefined;
  if (!own) return settings;
  return {
    ...settings,
    phones: { ...settings.phones, ...own.phones },
    links: { ...settings.links, myAccount: own.dashboard, signIn: own.dashboard },
  };
}

/**
 * The query parameters the shell reads: `product` upper-cased,
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

/** The request success page's button: its words and the place they name (My Account unless the brand says). */
export function successButton(brand: DeploymentBrand): { label: string; href: string } {
  const settings = BRANDS[brand];
  return {
    label: copyFor(brand, 'success.button'),
    href: settings.successButtonHref ?? settings.links.myAccount,
  };
}

/**
 * The success page's ways on, first the main one. A brand whose button offers something else (a
 * travel insurance page) would leave a customer who came to change their policy no way back to it:
 * My Account comes first, and the offer follows it.
 */
export function successLinks(brand: DeploymentBrand): { label: string; href: string }[] {
  const button = successButton(brand);
  const { links } = BRANDS[brand];
  const offer = button.href !== links.myAccount && button.href !== links.home;
  return offer ? [{ label: DEFAULT_COPY['success.button'], href: links.myAccount }, button] : [button];
}

/** Whether only an agent may make this change online on this brand (the journey offers web chat). */
export const isAgentOnly = (brand: DeploymentBrand, form: FormCode): boolean =>
  BRANDS[brand].agentOnlyForms?.includes(form) ?? false;

/** Brand copy with the default for keys the brand does not override. */
export function copyFor(brand: DeploymentBrand, key: CopyKey): string {
  return BRANDS[brand].copy[key] ?? DEFAULT_COPY[key];
}
