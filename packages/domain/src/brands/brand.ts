import type { FormCode } from '../forms.ts';

/** Deployment brands of the spec; partner brands arrive via the `brand` query parameter. */
export const DEPLOYMENT_BRANDS = ['DIRECTLINE', 'PRODUCT', 'PRIVILEGE', 'NATIONWIDE', 'GREENFLAG'] as const;
export type DeploymentBrand = (typeof DEPLOYMENT_BRANDS)[number];
export const PARTNER_BRANDS = ['RBS', 'NATWEST'] as const;
export type PartnerBrand = (typeof PARTNER_BRANDS)[number];
/** Nationwide's motor-manufacturer partners, accepted only for `mar` (shell-and-routing.md §4 rule 6). */
export const MANUFACTURER_BRANDS = [
  'VW',
  'VOLKSWAGEN',
  'AUDI',
  'SEAT',
  'SKODA',
  'CITROEN',
  'DS',
  'PEUGEOT',
  'STELLANTIS',
] as const;
export type ManufacturerBrand = (typeof MANUFACTURER_BRANDS)[number];

export const PRODUCTS = [
  'MOTOR',
  'HOME',
  'TRAVEL',
  'SELECT',
  'PCW',
  'CAR',
  'VAN',
  'LANDLORD',
  'SME',
  'TRADESMAN',
] as const;
export type Product = (typeof PRODUCTS)[number];

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
/** `HH:mm` local (Europe/London) times; `null` means closed all day. */
export type DayHours = { opens: string; closes: string } | null;
export type OpeningHours = Record<Weekday, DayHours>;
export const HOURS_SETS = [
  'openHours',
  'processingHours',
  'webchatHours',
  'webchatHoursMOR',
  'triageHours',
  'partnerHomeHours',
  'partnerMotorHours',
  'securePaymentHours',
  'phoneSupportHours',
] as const;
export type HoursSet = (typeof HOURS_SETS)[number];

export interface NavItem {
  label: string;
  href: string;
  children?: NavItem[];
}

export interface BrandSettings {
  code: DeploymentBrand;
  displayName: string;
  /** Host name prefix that selects this brand, e.g. `greenflag` for greenflag.localhost:3000. */
  host: string;
  /** CSS custom properties applied at the document root. */
  colours: {
    primary: string;
    primaryText: string;
    accent: string;
    surface: string;
    text: string;
    focus: string;
  };
  /** Fictional numbers from Ofcom's drama ranges. */
  phones: { amendments: string; home: string; travel: string; triage: string };
  hours: Record<HoursSet, OpeningHours>;
  links: {
    signIn: string;
    myAccount: string;
    carCover: string;
    contact: string;
    /** Where unknown paths send the browser. */
    fallback: string;
  };
  nav: NavItem[];
  allowedForms: FormCode[];
  /** Partner brands this host serves through the `brand` query (RBS, NATWEST, manufacturers). */
  partnerBrands: readonly string[];
  fees: { adminFeePence: number; priceIncludesIpt: boolean };
  autoRenewLeadDays: { motor: number; home: number };
  /** Copy overrides keyed by a copy id; absent keys use the default copy. */
  copy: Record<string, string>;
}

export interface PartnerSettings {
  code: PartnerBrand;
  displayName: string;
  phones: { amendments: string; home: string };
  dashboard: string;
}
